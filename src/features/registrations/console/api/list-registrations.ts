import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { consoleApiPaths } from "#shared/console/paths.ts";
import type { RegistrationListAnswer } from "../../contract.ts";
import { consoleApi } from "#console/lib/api.ts";
import { registrationsKey } from "#console/lib/registration-events.ts";

export function listRegistrations(queryString: string): Promise<RegistrationListAnswer> {
  return consoleApi.get<RegistrationListAnswer>(`${consoleApiPaths.registrations}${queryString}`);
}

/** One page of an event's registrations for a query string (event, category, search, page); the last page stays on screen while the next loads. */
export function registrationsQuery(queryString: string) {
  return queryOptions({
    queryKey: [...registrationsKey, "list", queryString] as const,
    queryFn: () => listRegistrations(queryString),
    placeholderData: keepPreviousData,
  });
}

/** Nothing is asked until an event is chosen (`queryString` undefined). */
export function useRegistrations(queryString: string | undefined) {
  return useQuery({ ...registrationsQuery(queryString ?? ""), enabled: queryString !== undefined });
}
