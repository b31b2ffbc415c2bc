import { apiPaths } from "../../../../shared/api/paths.ts";
import type { SubExecutiveMember } from "../../../../shared/api/sub-executive-members.ts";
import { useApiData } from "../../../lib/api-data.ts";

export function useSubExecutiveMembers() {
  return useApiData<SubExecutiveMember[]>(apiPaths.subExecutiveMembers);
}
