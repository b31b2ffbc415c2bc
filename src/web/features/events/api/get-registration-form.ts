import { eventApiPaths, type RegistrationForm } from "../../../../shared/api/events.ts";
import { useApiData } from "../../../lib/api-data.ts";

export function useRegistrationForm(eventId: string, categoryId: string | undefined) {
  return useApiData<RegistrationForm>(eventApiPaths.form(eventId, categoryId ?? ""), { enabled: categoryId !== undefined });
}
