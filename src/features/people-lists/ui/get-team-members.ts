import { apiPaths } from "#shared/api/paths.ts";
import type { TeamMember } from "../contract.ts";
import { useApiData } from "#web/lib/api-data.ts";

export function useTeamMembers() {
  return useApiData<TeamMember[]>(apiPaths.teamMembers);
}
