import { useMutation, useQuery } from "@tanstack/react-query";
import type { VerifyAllAnswer, VerifyAllInput, VerifyPreview } from "../../contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";
import { applicationsKey } from "#console/lib/applications.ts";
import { paymentsKey } from "./payments-key.ts";

export function previewVerifyAll(): Promise<VerifyPreview> {
  return consoleApi.get<VerifyPreview>(consoleApiPaths.paymentsVerifyPreview);
}

/**
 * The exact matches "Verify all" would verify, read afresh each time the preview opens and
 * forgotten when it closes (gcTime 0), never an old copy: the confirmation posts exactly these.
 */
export function useVerifyPreview() {
  return useQuery({
    queryKey: [...paymentsKey, "verify-preview"] as const,
    queryFn: previewVerifyAll,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function verifyAll(input: VerifyAllInput): Promise<VerifyAllAnswer> {
  return consoleApi.post<VerifyAllAnswer>(consoleApiPaths.paymentsVerifyAll, input);
}

/** Verifies the previewed applications; the Payments tables and the applications are read again. */
export function useVerifyAll() {
  return useMutation({
    mutationFn: verifyAll,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: paymentsKey }), queryClient.invalidateQueries({ queryKey: applicationsKey })]),
  });
}
