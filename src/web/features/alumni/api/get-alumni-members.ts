import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiPaths } from "../../../../shared/api/paths.ts";
import type { AlumniMember } from "../../../../shared/api/alumni-members.ts";
import { getJson } from "../../../lib/api-client.ts";

export function getAlumniMembers(signal?: AbortSignal): Promise<AlumniMember[]> {
  return getJson<AlumniMember[]>(apiPaths.alumniMembers, { signal });
}

export const alumniMembersQuery = queryOptions({
  queryKey: ["alumni-members"],
  queryFn: ({ signal }) => getAlumniMembers(signal),
});

export function useAlumniMembers() {
  return useQuery(alumniMembersQuery);
}
