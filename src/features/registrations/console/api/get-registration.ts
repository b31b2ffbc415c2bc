import { queryOptions, useQuery } from "@tanstack/react-query";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import type { RegistrationDetail } from "../../contract.ts";
import { ApiError, consoleApi } from "#console/lib/api.ts";
import { registrationsKey } from "#console/lib/registration-events.ts";

export function getRegistration(id: string): Promise<RegistrationDetail> {
  return consoleApi.get<RegistrationDetail>(consoleApiPath(consoleApiPaths.registration, { id }));
}

/** One registration with every field of its form. */
export function registrationQuery(id: string) {
  return queryOptions({
    queryKey: [...registrationsKey, "detail", id] as const,
    queryFn: () => getRegistration(id),
    // A missing registration stays missing, and a bad id stays bad: only other failures are tried again.
    retry: (count, error) => !(error instanceof ApiError && [400, 401, 403, 404].includes(error.status)) && count < 2,
  });
}

export function useRegistration(id: string) {
  return useQuery(registrationQuery(id));
}
