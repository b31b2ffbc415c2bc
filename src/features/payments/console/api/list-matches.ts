import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { MatchPage } from "../../contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";
import { paymentsKey } from "./payments-key.ts";

export function listMatches(queryString: string): Promise<MatchPage> {
  return consoleApi.get<MatchPage>(`${consoleApiPaths.paymentsMatches}${queryString}`);
}

/** One page of the applications waiting for their payment to be verified, each with its state, and the counts per state. */
export function matchesQuery(queryString: string) {
  return queryOptions({
    queryKey: [...paymentsKey, "matches", queryString] as const,
    queryFn: () => listMatches(queryString),
    placeholderData: keepPreviousData,
  });
}

export function useMatches(queryString: string) {
  return useQuery(matchesQuery(queryString));
}
