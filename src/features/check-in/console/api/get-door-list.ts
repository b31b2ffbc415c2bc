import { useQuery } from "@tanstack/react-query";
import type { OfflineList } from "../../contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";

/** The event's door list: the same compact list a door device keeps offline. */
export function getDoorList(eventId: string): Promise<OfflineList> {
  return consoleApi.get<OfflineList>(consoleApiPath(consoleApiPaths.checkInList, { eventId }));
}

export function useDoorList(eventId: string) {
  return useQuery({ queryKey: ["check-in", "list", eventId] as const, queryFn: () => getDoorList(eventId) });
}
