import { apiPaths } from "../../../../shared/api/paths.ts";
import type { TeamMember } from "../../../../shared/api/team-members.ts";
import { useApiData } from "../../../lib/api-data.ts";

export function useTeamMembers() {
  return useApiData<TeamMember[]>(apiPaths.teamMembers);
}
