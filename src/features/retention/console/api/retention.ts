import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { consoleApiPaths } from "#shared/console/paths.ts";
import type { RetentionAnswer, RetentionCounts, RetentionKind, RetentionRunAnswer, RetentionUpdate } from "../../contract.ts";

import { consoleApi } from "#console/lib/api.ts";

const retentionKey = ["retention"] as const;

/** The rules, what each removes now at its saved days, and the last run. */
export function useRetention() {
  return useQuery({ queryKey: retentionKey, queryFn: () => consoleApi.get<RetentionAnswer>(consoleApiPaths.retention) });
}

/** What each rule would remove now at the days being edited: shown beside its switch before it is turned on. */
export function useRetentionPreview(days: Record<RetentionKind, number> | undefined) {
  return useQuery({
    queryKey: [...retentionKey, "preview", days] as const,
    queryFn: () => consoleApi.post<RetentionCounts>(consoleApiPaths.retentionPreview, days),
    enabled: days !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useSaveRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: RetentionUpdate) => consoleApi.put<RetentionAnswer>(consoleApiPaths.retention, update),
    onSettled: () => client.invalidateQueries({ queryKey: retentionKey }),
  });
}

export function useRunRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => consoleApi.post<RetentionRunAnswer>(consoleApiPaths.retentionRun, {}),
    onSettled: () => client.invalidateQueries({ queryKey: retentionKey }),
  });
}
