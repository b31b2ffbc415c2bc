import { useQuery } from "@tanstack/react-query";
import type { OverviewAnswer } from "#shared/console/overview.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";

export const overviewQueryKey = ["overview"] as const;

export function getOverview(): Promise<OverviewAnswer> {
  return consoleApi.get<OverviewAnswer>(consoleApiPaths.overview);
}

/**
 * The Overview's counts. Read again whenever the page opens (opening an event's registrations
 * changes what is new) and every minute while it stays open, as submissions arrive.
 */
export function useOverview() {
  return useQuery({ queryKey: overviewQueryKey, queryFn: getOverview, staleTime: 0, refetchInterval: 60_000 });
}
