import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ClubEvent } from "../../../../shared/api/events.ts";
import { apiPaths } from "../../../../shared/api/paths.ts";
import { getJson } from "../../../lib/api-client.ts";

export function getEvents(signal?: AbortSignal): Promise<ClubEvent[]> {
  return getJson<ClubEvent[]>(apiPaths.events, { signal });
}

export const eventsQuery = queryOptions({
  queryKey: ["events"],
  queryFn: ({ signal }) => getEvents(signal),
});

export function useEvents() {
  return useQuery(eventsQuery);
}
