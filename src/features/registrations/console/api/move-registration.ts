import { useMutation } from "@tanstack/react-query";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import type { RegistrationMove, RegistrationMoveAnswer } from "../../contract.ts";
import { consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";
import { registrationsKey } from "#console/lib/registration-events.ts";

export function moveRegistration(id: string, move: RegistrationMove): Promise<RegistrationMoveAnswer> {
  return consoleApi.post<RegistrationMoveAnswer>(consoleApiPath(consoleApiPaths.registrationCategory, { id }), move);
}

/** Moves a registration to another category of its event; every registrations view is read again. */
export function useMoveRegistration(id: string) {
  return useMutation({
    mutationFn: (move: RegistrationMove) => moveRegistration(id, move),
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrationsKey }),
  });
}
