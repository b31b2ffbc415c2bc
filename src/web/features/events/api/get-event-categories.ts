import { queryOptions, useQuery } from "@tanstack/react-query";
import { eventApiPaths, type EventCategory } from "../../../../shared/api/events.ts";
import { getJson } from "../../../lib/api-client.ts";

export function getEventCategories(eventId: string, signal?: AbortSignal): Promise<EventCategory[]> {
  return getJson<EventCategory[]>(eventApiPaths.categories(eventId), { signal });
}

export const eventCategoriesQuery = (eventId: string) =>
  queryOptions({
    queryKey: ["events", eventId, "categories"],
    queryFn: ({ signal }) => getEventCategories(eventId, signal),
  });

export function useEventCategories(eventId: string, enabled: boolean) {
  return useQuery({ ...eventCategoriesQuery(eventId), enabled });
}
