import { apiPaths } from "../../../../shared/api/paths.ts";
import type { CampusAmbassador } from "../../../../shared/api/campus-ambassadors.ts";
import { useApiData } from "../../../lib/api-data.ts";

export function useCampusAmbassadors() {
  return useApiData<CampusAmbassador[]>(apiPaths.campusAmbassadors);
}
