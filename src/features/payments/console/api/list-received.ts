import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ReceivedPage } from "../../contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";
import { paymentsKey } from "./payments-key.ts";

export function listReceived(queryString: string): Promise<ReceivedPage> {
  return consoleApi.get<ReceivedPage>(`${consoleApiPaths.paymentsReceived}${queryString}`);
}

/** One page of the received payments (those no application claims, or all), with their candidates. */
export function receivedQuery(queryString: string) {
  return queryOptions({
    queryKey: [...paymentsKey, "received", queryString] as const,
    queryFn: () => listReceived(queryString),
    placeholderData: keepPreviousData,
  });
}

export function useReceived(queryString: string) {
  return useQuery(receivedQuery(queryString));
}
