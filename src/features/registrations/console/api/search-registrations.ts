import { queryOptions, useQuery } from "@tanstack/react-query";
import { toQueryString } from "#shared/console/lists.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import type { RegistrationSearchAnswer } from "../../contract.ts";
import { consoleApi } from "#console/lib/api.ts";
import { registrationsKey } from "#console/lib/registration-events.ts";

export function searchRegistrations(text: string): Promise<RegistrationSearchAnswer> {
  return consoleApi.get<RegistrationSearchAnswer>(`${consoleApiPaths.registrationSearch}${toQueryString({ q: text })}`);
}

/** The registrations of any event that a reference, name, phone number or e-mail address finds. */
export function registrationSearchQuery(text: string) {
  return queryOptions({ queryKey: [...registrationsKey, "search", text] as const, queryFn: () => searchRegistrations(text) });
}

/** Nothing is asked until there is a search (`text` undefined). */
export function useRegistrationSearch(text: string | undefined) {
  return useQuery({ ...registrationSearchQuery(text ?? ""), enabled: text !== undefined });
}
