import { useMutation } from "@tanstack/react-query";
import type { StatusChange, StatusChangeAnswer } from "../../contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";
import { applicationsKey } from "#console/lib/applications.ts";

export function changeApplicationStatus(change: StatusChange): Promise<StatusChangeAnswer> {
  return consoleApi.post<StatusChangeAnswer>(consoleApiPaths.applicationsStatus, change);
}

/** Moves one or many applications to a status; the table and every open application are read again. */
export function useChangeApplicationStatus() {
  return useMutation({
    mutationFn: changeApplicationStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsKey }),
  });
}
