import { useMutation, useQuery } from "@tanstack/react-query";
import type { ForwarderSecretAnswer, PaymentSettings, PaymentSettingsInput } from "../../contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";
import { paymentsKey } from "./payments-key.ts";

const settingsKey = [...paymentsKey, "settings"] as const;

export function getPaymentSettings(): Promise<PaymentSettings> {
  return consoleApi.get<PaymentSettings>(consoleApiPaths.paymentSettings);
}

/** The fee, the window, automatic verification and the forwarder (admins only: asked for only when `enabled`). */
export function usePaymentSettings(enabled: boolean) {
  return useQuery({
    queryKey: settingsKey,
    queryFn: getPaymentSettings,
    enabled,
  });
}

export function savePaymentSettings(input: PaymentSettingsInput): Promise<PaymentSettings> {
  return consoleApi.put<PaymentSettings>(consoleApiPaths.paymentSettings, input);
}

/** Saves the settings; a changed fee or window changes every state, so the tables are read again. */
export function useSavePaymentSettings() {
  return useMutation({
    mutationFn: savePaymentSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKey }),
  });
}

export function createForwarderSecret(): Promise<ForwarderSecretAnswer> {
  return consoleApi.post<ForwarderSecretAnswer>(consoleApiPaths.paymentForwarderSecret);
}

/**
 * Makes the forwarder's secret, or a new one in place of the old. The answer is shown once: it is
 * never put in the query cache, and the mutation forgets it as soon as nothing shows it (gcTime 0).
 */
export function useCreateForwarderSecret() {
  return useMutation({
    mutationFn: createForwarderSecret,
    gcTime: 0,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
}

export function turnForwardingOff(): Promise<void> {
  return consoleApi.delete<void>(consoleApiPaths.paymentForwarderSecret);
}

/** Deletes the forwarder's secret: the forwarding endpoint refuses everything until a new one is made. */
export function useTurnForwardingOff() {
  return useMutation({
    mutationFn: turnForwardingOff,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
}
