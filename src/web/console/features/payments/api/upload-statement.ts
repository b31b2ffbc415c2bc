import { useMutation } from "@tanstack/react-query";
import type { PasteAnswer } from "../../../../../shared/console/payments.ts";
import { consoleApiPaths } from "../../../../../shared/console/paths.ts";
import { consoleApi } from "../../../lib/api.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { applicationsKey } from "../../applications/api/list-applications.ts";
import { paymentsKey } from "./payments-key.ts";

export function uploadStatement(file: File): Promise<PasteAnswer> {
  return consoleApi.postFile<PasteAnswer>(consoleApiPaths.paymentsStatement, file);
}

/** Reads a wallet's CSV statement into received payments (admins), as a paste does. */
export function useUploadStatement() {
  return useMutation({
    mutationFn: uploadStatement,
    gcTime: 0,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: paymentsKey }), queryClient.invalidateQueries({ queryKey: applicationsKey })]),
  });
}
