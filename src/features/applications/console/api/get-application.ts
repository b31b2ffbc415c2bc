import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApplicationDetail } from "../../contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { ApiError, consoleApi } from "#console/lib/api.ts";
import { applicationsKey } from "#console/lib/applications.ts";

export function getApplication(id: string): Promise<ApplicationDetail> {
  return consoleApi.get<ApplicationDetail>(consoleApiPath(consoleApiPaths.application, { id }));
}

/** One application with its history and the applications sharing its transaction ID. */
export function applicationQuery(id: string) {
  return queryOptions({
    queryKey: [...applicationsKey, "detail", id] as const,
    queryFn: () => getApplication(id),
    // A missing application stays missing, and a bad id stays bad: only other failures are tried again.
    retry: (count, error) => !(error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 401)) && count < 2,
  });
}

export function useApplication(id: string) {
  return useQuery(applicationQuery(id));
}
