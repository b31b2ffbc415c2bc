import { useMutation } from "@tanstack/react-query";
import type { StatusChange, StatusChangeAnswer } from "../../../../../shared/console/applications.ts";
import { consoleApiPaths } from "../../../../../shared/console/paths.ts";
import { consoleApi } from "../../../lib/api.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { applicationsKey } from "./list-applications.ts";

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
