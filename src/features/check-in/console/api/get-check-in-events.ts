import { useQuery } from "@tanstack/react-query";
import type { CheckInEventsAnswer } from "../../contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";

export const checkInEventsQueryKey = ["check-in", "events"] as const;

export function getCheckInEvents(): Promise<CheckInEventsAnswer> {
  return consoleApi.get<CheckInEventsAnswer>(consoleApiPaths.checkInEvents);
}

/** The events a helper can open, with their counts: read again every 10 s while the page is open. */
export function useCheckInEvents() {
  return useQuery({ queryKey: checkInEventsQueryKey, queryFn: getCheckInEvents, staleTime: 0, refetchInterval: 10_000 });
}
