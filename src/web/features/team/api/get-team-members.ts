import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiPaths } from "../../../../shared/api/paths.ts";
import type { TeamMember } from "../../../../shared/api/team-members.ts";
import { getJson } from "../../../lib/api-client.ts";

export function getTeamMembers(signal?: AbortSignal): Promise<TeamMember[]> {
  return getJson<TeamMember[]>(apiPaths.teamMembers, { signal });
}

export const teamMembersQuery = queryOptions({
  queryKey: ["team-members"],
  queryFn: ({ signal }) => getTeamMembers(signal),
});

export function useTeamMembers() {
  return useQuery(teamMembersQuery);
}
