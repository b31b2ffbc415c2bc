import { useMutation } from "@tanstack/react-query";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import type { RegistrationCancel, RegistrationCancelAnswer } from "../../contract.ts";
import { consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";
import { registrationsKey } from "#console/lib/registration-events.ts";

export function cancelRegistration(id: string, cancel: RegistrationCancel): Promise<RegistrationCancelAnswer> {
  return consoleApi.post<RegistrationCancelAnswer>(consoleApiPath(consoleApiPaths.registrationCancel, { id }), cancel);
}

/** Cancels a registration, its seat going to the next on the waiting list; every registrations view is read again. */
export function useCancelRegistration(id: string) {
  return useMutation({
    mutationFn: (cancel: RegistrationCancel) => cancelRegistration(id, cancel),
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrationsKey }),
  });
}
