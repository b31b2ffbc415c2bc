import { apiPaths } from "../../../../shared/api/paths.ts";
import type { AlumniMember } from "../../../../shared/api/alumni-members.ts";
import { useApiData } from "../../../lib/api-data.ts";

export function useAlumniMembers() {
  return useApiData<AlumniMember[]>(apiPaths.alumniMembers);
}
