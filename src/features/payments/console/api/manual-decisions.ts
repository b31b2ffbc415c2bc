import { useMutation } from "@tanstack/react-query";
import type { SetAsideInput, TieAnswer, TieInput } from "../../contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";
import { applicationsKey } from "#console/lib/applications.ts";
import { paymentsKey } from "./payments-key.ts";

/** After a tie, a join, a set-aside or an undo: the Payments tables and the applications are read again. */
const readAgain = () => Promise.all([queryClient.invalidateQueries({ queryKey: paymentsKey }), queryClient.invalidateQueries({ queryKey: applicationsKey })]);

/** Ties received payments to one application by hand, with a reason. */
export function useTie() {
  return useMutation({ mutationFn: (input: TieInput) => consoleApi.post<TieAnswer>(consoleApiPaths.paymentsTie, input), onSettled: readAgain });
}

export function useUntie() {
  return useMutation({ mutationFn: (id: string) => consoleApi.delete<void>(consoleApiPath(consoleApiPaths.paymentTie, { id })), onSettled: readAgain });
}

export function useSetAside() {
  return useMutation({
    mutationFn: ({ id, ...input }: SetAsideInput & { id: string }) => consoleApi.post<void>(consoleApiPath(consoleApiPaths.paymentSetAside, { id }), input),
    onSettled: readAgain,
  });
}

export function useUndoSetAside() {
  return useMutation({ mutationFn: (id: string) => consoleApi.delete<void>(consoleApiPath(consoleApiPaths.paymentSetAside, { id })), onSettled: readAgain });
}
