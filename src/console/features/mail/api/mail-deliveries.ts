import { useMutation, useQuery } from "@tanstack/react-query";
import type { MailDeliveriesAnswer, SetupLinkSentAnswer } from "#shared/console/mail.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";

export const mailDeliveriesQueryKey = ["mail-deliveries"] as const;

/** E-mail waiting to be sent or failed, newest first, with the counts (admins only). */
export function useMailDeliveries() {
  return useQuery({
    queryKey: mailDeliveriesQueryKey,
    queryFn: () => consoleApi.get<MailDeliveriesAnswer>(consoleApiPaths.mailDeliveries),
    // Deliveries change on their own as the worker sends: look again while the page is open.
    refetchInterval: 10_000,
  });
}

/** Asks for another attempt at one delivery now. */
export function useRetryDelivery() {
  return useMutation({
    mutationFn: (id: string) => consoleApi.post<undefined>(consoleApiPath(consoleApiPaths.mailDeliveryRetry, { id })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailDeliveriesQueryKey }),
  });
}

/** E-mails an organiser a new set-up link (instead of copying it). */
export function useSendSetupLink(id: string) {
  return useMutation({
    mutationFn: () => consoleApi.post<SetupLinkSentAnswer>(consoleApiPath(consoleApiPaths.organiserSetupLinkSend, { id })),
  });
}
