import { useQuery } from "@tanstack/react-query";
import type { OrganisersAnswer } from "#features/organisers/contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "./api.ts";

export const organisersQueryKey = ["organisers"] as const;

export function listOrganisers(): Promise<OrganisersAnswer> {
  return consoleApi.get<OrganisersAnswer>(consoleApiPaths.organisers);
}

export const organisersQuery = { queryKey: organisersQueryKey, queryFn: listOrganisers };

/** Every organiser, by name (admins only). */
export function useOrganisers() {
  return useQuery(organisersQuery);
}
