import { apiPaths } from "#shared/api/paths.ts";
import type { ClubPartner } from "../contract.ts";
import { useApiData } from "#web/lib/api-data.ts";

export function useClubPartners() {
  return useApiData<ClubPartner[]>(apiPaths.clubPartners);
}
