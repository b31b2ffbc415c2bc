import { useMutation } from "@tanstack/react-query";
import type { PasteAnswer, PasteInput } from "../../contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";
import { applicationsKey } from "#console/lib/applications.ts";
import { paymentsKey } from "./payments-key.ts";

export function pasteSms(input: PasteInput): Promise<PasteAnswer> {
  return consoleApi.post<PasteAnswer>(consoleApiPaths.paymentsPaste, input);
}

/** Reads pasted wallet SMS into received payments; the tables (and applications it verified) are read again. */
export function usePasteSms() {
  return useMutation({
    mutationFn: pasteSms,
    // The pasted text holds phone numbers and transaction IDs: not kept once the page has shown the answer.
    gcTime: 0,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: paymentsKey }), queryClient.invalidateQueries({ queryKey: applicationsKey })]),
  });
}
