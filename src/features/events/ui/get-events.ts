import type { ClubEvent } from "#shared/api/events.ts";
import { apiPaths } from "#shared/api/paths.ts";
import { useApiData } from "#web/lib/api-data.ts";

export function useEvents() {
  return useApiData<ClubEvent[]>(apiPaths.events);
}
