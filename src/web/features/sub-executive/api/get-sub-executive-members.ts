import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiPaths } from "../../../../shared/api/paths.ts";
import type { SubExecutiveMember } from "../../../../shared/api/sub-executive-members.ts";
import { getJson } from "../../../lib/api-client.ts";

export function getSubExecutiveMembers(signal?: AbortSignal): Promise<SubExecutiveMember[]> {
  return getJson<SubExecutiveMember[]>(apiPaths.subExecutiveMembers, { signal });
}

export const subExecutiveMembersQuery = queryOptions({
  queryKey: ["sub-executive-members"],
  queryFn: ({ signal }) => getSubExecutiveMembers(signal),
});

export function useSubExecutiveMembers() {
  return useQuery(subExecutiveMembersQuery);
}
