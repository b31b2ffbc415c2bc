import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ApplicationRow } from "#features/applications/contract.ts";
import type { PageOf } from "#shared/console/lists.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "./api.ts";

/** Every applications query starts with this key: a status change invalidates them all. */
export const applicationsKey = ["applications"] as const;

export function listApplications(queryString: string): Promise<PageOf<ApplicationRow>> {
  return consoleApi.get<PageOf<ApplicationRow>>(`${consoleApiPaths.applications}${queryString}`);
}

/** One page of the table for a query string (filters, search and page); the last page stays on screen while the next loads. */
export function applicationsQuery(queryString: string) {
  return queryOptions({
    queryKey: [...applicationsKey, "list", queryString] as const,
    queryFn: () => listApplications(queryString),
    placeholderData: keepPreviousData,
  });
}

export function useApplications(queryString: string) {
  return useQuery(applicationsQuery(queryString));
}
