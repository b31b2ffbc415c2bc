import { eventApiPaths, type EventRegistrationForm } from "#shared/api/events.ts";
import { useApiData } from "#web/lib/api-data.ts";

export function useRegistrationForm(eventId: string, categoryId: string | undefined) {
  return useApiData<EventRegistrationForm>(eventApiPaths.form(eventId, categoryId ?? ""), { enabled: categoryId !== undefined });
}
