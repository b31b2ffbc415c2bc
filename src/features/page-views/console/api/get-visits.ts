import { queryOptions, useQuery } from "@tanstack/react-query";
import { consoleApiPaths } from "#shared/console/paths.ts";
import type { VisitsAnswer } from "../../visits.ts";
import { consoleApi } from "#console/lib/api.ts";

export function getVisits(): Promise<VisitsAnswer> {
  return consoleApi.get<VisitsAnswer>(consoleApiPaths.visits);
}

/** The last 30 days of page views; read again after a minute, since views keep arriving. */
export function visitsQuery() {
  return queryOptions({ queryKey: ["visits"] as const, queryFn: getVisits, staleTime: 60_000 });
}

export function useVisits() {
  return useQuery(visitsQuery());
}
