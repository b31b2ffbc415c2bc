import { apiPaths } from "#shared/api/paths.ts";
import type { ExecutiveMember } from "../contract.ts";
import { useApiData } from "#web/lib/api-data.ts";

export function useExecutiveMembers() {
  return useApiData<ExecutiveMember[]>(apiPaths.executiveMembers);
}
