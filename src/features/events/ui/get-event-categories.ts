import { eventApiPaths, type EventCategory } from "#shared/api/events.ts";
import { useApiData } from "#web/lib/api-data.ts";

export function useEventCategories(eventId: string, enabled: boolean) {
  return useApiData<EventCategory[]>(eventApiPaths.categories(eventId), { enabled });
}
