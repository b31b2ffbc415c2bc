import { useMutation } from "@tanstack/react-query";
import type { PasteAnswer, Wallet } from "../../contract.ts";
import { toQueryString } from "#shared/console/lists.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";
import { applicationsKey } from "#console/lib/applications.ts";
import { paymentsKey } from "./payments-key.ts";

export interface StatementUpload {
  file: File;
  /** The wallet the statement is from, when the file has no Wallet column. */
  wallet: Wallet | undefined;
}

/** The file goes as it is, as CSV text; the server reads its columns. */
export function uploadStatement({ file, wallet }: StatementUpload): Promise<PasteAnswer> {
  return consoleApi.postFile<PasteAnswer>(`${consoleApiPaths.paymentsStatement}${toQueryString({ wallet })}`, file, "text/csv");
}

/** Reads a wallet's CSV statement into received payments (admins), as a paste does. */
export function useUploadStatement() {
  return useMutation({
    mutationFn: uploadStatement,
    gcTime: 0,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: paymentsKey }), queryClient.invalidateQueries({ queryKey: applicationsKey })]),
  });
}
