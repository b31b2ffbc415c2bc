import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiPaths } from "../../../../shared/api/paths.ts";
import type { ExecutiveMember } from "../../../../shared/api/executive-members.ts";
import { getJson } from "../../../lib/api-client.ts";

export function getExecutiveMembers(signal?: AbortSignal): Promise<ExecutiveMember[]> {
  return getJson<ExecutiveMember[]>(apiPaths.executiveMembers, { signal });
}

export const executiveMembersQuery = queryOptions({
  queryKey: ["executive-members"],
  queryFn: ({ signal }) => getExecutiveMembers(signal),
});

export function useExecutiveMembers() {
  return useQuery(executiveMembersQuery);
}
