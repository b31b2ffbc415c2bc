import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiPaths } from "../../../../shared/api/paths.ts";
import type { ClubPartner } from "../../../../shared/api/club-partners.ts";
import { getJson } from "../../../lib/api-client.ts";

export function getClubPartners(signal?: AbortSignal): Promise<ClubPartner[]> {
  return getJson<ClubPartner[]>(apiPaths.clubPartners, { signal });
}

export const clubPartnersQuery = queryOptions({
  queryKey: ["club-partners"],
  queryFn: ({ signal }) => getClubPartners(signal),
});

export function useClubPartners() {
  return useQuery(clubPartnersQuery);
}
