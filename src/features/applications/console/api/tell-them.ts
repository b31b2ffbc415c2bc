import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { TellBatch, ToldAnswer } from "../../contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { ApiError, consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";
import { applicationsKey } from "#console/lib/applications.ts";

/** One click's status changes and who has been told of them. */
export function tellBatchQuery(batchId: string) {
  return queryOptions({
    queryKey: [...applicationsKey, "tell", batchId] as const,
    queryFn: () => consoleApi.get<TellBatch>(consoleApiPath(consoleApiPaths.applicationsTell, { batchId })),
    retry: (count, error) => !(error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 401)) && count < 2,
    // The outbox's states change as the worker sends.
    refetchInterval: 15_000,
  });
}

export function useTellBatch(batchId: string) {
  return useQuery(tellBatchQuery(batchId));
}

/** Marks one applicant told on WhatsApp; the batch is read again. */
export function useMarkTold(batchId: string) {
  return useMutation({
    mutationFn: (changeId: string) => consoleApi.post<ToldAnswer>(consoleApiPath(consoleApiPaths.applicationsTold, { batchId }), { changeId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tellBatchQuery(batchId).queryKey }),
  });
}
