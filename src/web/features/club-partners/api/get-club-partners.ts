import { apiPaths } from "../../../../shared/api/paths.ts";
import type { ClubPartner } from "../../../../shared/api/club-partners.ts";
import { useApiData } from "../../../lib/api-data.ts";

export function useClubPartners() {
  return useApiData<ClubPartner[]>(apiPaths.clubPartners);
}
