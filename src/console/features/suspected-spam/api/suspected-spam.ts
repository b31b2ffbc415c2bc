import { useMutation, useQuery } from "@tanstack/react-query";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import type { SuspectedSpamKind, SuspectedSpamList, SuspectedSpamRestored } from "#shared/console/suspected-spam.ts";
import { consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";

export const suspectedSpamKey = ["suspected-spam"] as const;

export function useSuspectedSpam(kind: SuspectedSpamKind) {
  return useQuery({
    queryKey: [...suspectedSpamKey, kind] as const,
    queryFn: () => consoleApi.get<SuspectedSpamList>(consoleApiPath(consoleApiPaths.suspectedSpam, { kind })),
  });
}

/** Restores submissions to their lists: every list and count is read again, since they now include them. */
export function useRestoreSuspectedSpam(kind: SuspectedSpamKind) {
  return useMutation({
    mutationFn: (ids: string[]) => consoleApi.post<SuspectedSpamRestored>(consoleApiPath(consoleApiPaths.suspectedSpamRestore, { kind }), { ids }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
