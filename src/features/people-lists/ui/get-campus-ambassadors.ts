import { apiPaths } from "#shared/api/paths.ts";
import type { CampusAmbassador } from "../contract.ts";
import { useApiData } from "#web/lib/api-data.ts";

export function useCampusAmbassadors() {
  return useApiData<CampusAmbassador[]>(apiPaths.campusAmbassadors);
}
