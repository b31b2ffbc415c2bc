import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { MemberListAnswer } from "../../contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";

/** Every roster query starts with this key. */
export const membersKey = ["members"] as const;

export function listMembers(queryString: string): Promise<MemberListAnswer> {
  return consoleApi.get<MemberListAnswer>(`${consoleApiPaths.members}${queryString}`);
}

/** One page of the roster for a query string (filters, search and page); the last page stays on screen while the next loads. */
export function useMembers(queryString: string) {
  return useQuery(
    queryOptions({
      queryKey: [...membersKey, "list", queryString] as const,
      queryFn: () => listMembers(queryString),
      placeholderData: keepPreviousData,
    }),
  );
}
