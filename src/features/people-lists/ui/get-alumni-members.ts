import { apiPaths } from "#shared/api/paths.ts";
import type { AlumniMember } from "../contract.ts";
import { useApiData } from "#web/lib/api-data.ts";

export function useAlumniMembers() {
  return useApiData<AlumniMember[]>(apiPaths.alumniMembers);
}
