import { apiPaths } from "#shared/api/paths.ts";
import type { SubExecutiveMember } from "../contract.ts";
import { useApiData } from "#web/lib/api-data.ts";

export function useSubExecutiveMembers() {
  return useApiData<SubExecutiveMember[]>(apiPaths.subExecutiveMembers);
}
