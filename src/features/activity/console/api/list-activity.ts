import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ActivityPage } from "../../contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";

export function listActivity(queryString: string): Promise<ActivityPage> {
  return consoleApi.get<ActivityPage>(`${consoleApiPaths.activity}${queryString}`);
}

/** One page of the activity log for a query string (action and page); the last page stays on screen while the next loads. */
export function activityQuery(queryString: string) {
  return queryOptions({
    queryKey: ["activity", "list", queryString] as const,
    queryFn: () => listActivity(queryString),
    placeholderData: keepPreviousData,
  });
}

export function useActivity(queryString: string) {
  return useQuery(activityQuery(queryString));
}
