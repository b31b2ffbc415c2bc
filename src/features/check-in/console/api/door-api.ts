import { useQuery } from "@tanstack/react-query";
import type { CheckInSearchAnswer, DoorChanges, LiveCount, OfflineList, ScanAnswer, SyncAnswer, SyncBody, UndoAnswer } from "../../contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";

/** The door's calls to the check-in API; the door page works from these and its copy. */

const at = (template: string, eventId: string) => consoleApiPath(template, { eventId });

/** The event's offline list, or null when the version held (`etag`) is still current. */
export function getOfflineList(eventId: string, etag: string | undefined) {
  return consoleApi.getIfChanged<OfflineList>(at(consoleApiPaths.checkInList, eventId), etag);
}

export function postScan(eventId: string, text: string): Promise<ScanAnswer> {
  return consoleApi.post<ScanAnswer>(at(consoleApiPaths.checkInScan, eventId), { text });
}

export function postCheckIn(eventId: string, registrationId: string): Promise<ScanAnswer> {
  return consoleApi.post<ScanAnswer>(at(consoleApiPaths.checkInRegistration, eventId), { registrationId });
}

export function searchDoor(eventId: string, q: string): Promise<CheckInSearchAnswer> {
  return consoleApi.get<CheckInSearchAnswer>(`${at(consoleApiPaths.checkInSearch, eventId)}?${new URLSearchParams({ q })}`);
}

export function postUndo(eventId: string, registrationId: string): Promise<UndoAnswer> {
  return consoleApi.post<UndoAnswer>(at(consoleApiPaths.checkInUndo, eventId), { registrationId });
}

export function postSync(eventId: string, checkIns: SyncBody["checkIns"]): Promise<SyncAnswer> {
  return consoleApi.post<SyncAnswer>(at(consoleApiPaths.checkInSync, eventId), { checkIns });
}

/** The event's check-ins and undos since `since` (the previous answer's `at`), by any device. */
export function getDoorChanges(eventId: string, since: string | null): Promise<DoorChanges> {
  return consoleApi.get<DoorChanges>(`${at(consoleApiPaths.checkInChanges, eventId)}${since ? `?${new URLSearchParams({ since })}` : ""}`);
}

/** Checked in of registered, read every 2 s while online: every device shows the same within 2 s. */
export function useLiveCount(eventId: string, online: boolean) {
  return useQuery({
    queryKey: ["check-in", "count", eventId] as const,
    queryFn: () => consoleApi.get<LiveCount>(at(consoleApiPaths.checkInCount, eventId)),
    refetchInterval: online ? 2_000 : false,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
    enabled: online,
  });
}
