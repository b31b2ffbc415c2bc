import { consolePagePaths } from "#shared/console/paths.ts";

export function registrationPagePath(id: string): string {
  return `${consolePagePaths.registrations}/${encodeURIComponent(id)}`;
}

/** The registrations table's address for a row's way back: the event shown may be the preselected one, not yet in the address. */
export function registrationsSearch(search: string, eventId: string): string {
  const params = new URLSearchParams(search);
  params.set("event", eventId);
  return `?${params.toString()}`;
}
