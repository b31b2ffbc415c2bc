import { apiPaths } from "../../../../shared/api/paths.ts";
import type { ExecutiveMember } from "../../../../shared/api/executive-members.ts";
import { useApiData } from "../../../lib/api-data.ts";

export function useExecutiveMembers() {
  return useApiData<ExecutiveMember[]>(apiPaths.executiveMembers);
}
