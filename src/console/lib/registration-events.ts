import { queryOptions, useQuery } from "@tanstack/react-query";
import { consoleApiPaths } from "#shared/console/paths.ts";
import type { RegistrationEventsAnswer } from "#features/registrations/contract.ts";
import { consoleApi } from "./api.ts";

/** Every registrations query starts with this key. */
export const registrationsKey = ["registrations"] as const;

export function listRegistrationEvents(): Promise<RegistrationEventsAnswer> {
  return consoleApi.get<RegistrationEventsAnswer>(consoleApiPaths.registrationEvents);
}

/** Every event, newest first, with how many registrations each has: the event chooser's options. */
export function registrationEventsQuery() {
  return queryOptions({ queryKey: [...registrationsKey, "events"] as const, queryFn: listRegistrationEvents });
}

export function useRegistrationEvents() {
  return useQuery(registrationEventsQuery());
}
