import { useQuery } from "@tanstack/react-query";
import { consoleApiPaths } from "#shared/console/paths.ts";
import type { AttendanceSummary } from "../../contract.ts";
import { consoleApi } from "#console/lib/api.ts";
import { registrationsKey } from "#console/lib/registration-events.ts";

export function getAttendance(eventId: string): Promise<AttendanceSummary> {
  return consoleApi.get<AttendanceSummary>(`${consoleApiPaths.registrationAttendance}?${new URLSearchParams({ event: eventId }).toString()}`);
}

/** An event's attendance, read again every 30 s while the page is open on the day. */
export function useAttendance(eventId: string) {
  return useQuery({ queryKey: [...registrationsKey, "attendance", eventId] as const, queryFn: () => getAttendance(eventId), refetchInterval: 30_000 });
}
