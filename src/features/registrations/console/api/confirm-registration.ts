import { useMutation } from "@tanstack/react-query";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import type { RegistrationConfirm, RegistrationConfirmAnswer } from "../../contract.ts";
import { consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";
import { registrationsKey } from "#console/lib/registration-events.ts";

export function confirmRegistration(id: string, confirm: RegistrationConfirm): Promise<RegistrationConfirmAnswer> {
  return consoleApi.post<RegistrationConfirmAnswer>(consoleApiPath(consoleApiPaths.registrationConfirm, { id }), confirm);
}

/** Moves a registration from the waiting list; every registrations view is read again. */
export function useConfirmRegistration(id: string) {
  return useMutation({
    mutationFn: (confirm: RegistrationConfirm) => confirmRegistration(id, confirm),
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrationsKey }),
  });
}
