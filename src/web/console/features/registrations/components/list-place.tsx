import { ArrowLeft } from "lucide-react";
import { Link, useLocation, type Location } from "react-router";
import { consolePagePaths } from "../../../../../shared/console/paths.ts";

/**
 * Where in the table a registration was opened from: the event, category and page in the address,
 * and the search, which lives in the history entry's state (url-query.ts), never in the address.
 */
interface ListPlace {
  search: string;
  consoleQuery?: Record<string, string>;
}

interface RegistrationPageState {
  listPlace?: ListPlace;
}

export function registrationPagePath(id: string): string {
  return `${consolePagePaths.registrations}/${encodeURIComponent(id)}`;
}

/** The state a link from the table to a registration carries, so its back link returns to the same view. */
export function listPlaceState(location: Location, eventId: string): RegistrationPageState {
  const consoleQuery = (location.state as { consoleQuery?: Record<string, string> } | null)?.consoleQuery;
  // The event shown may be the preselected one, not yet in the address: the way back names it.
  const params = new URLSearchParams(location.search);
  params.set("event", eventId);
  return { listPlace: { search: `?${params.toString()}`, ...(consoleQuery ? { consoleQuery } : {}) } };
}

/** Back to the registrations, with the event, filters and search they were left with (or the event of this registration). */
export function BackToRegistrations({ eventId }: { eventId?: string }) {
  const location = useLocation();
  const place = (location.state as RegistrationPageState | null)?.listPlace;
  const search = place?.search ?? (eventId ? `?event=${encodeURIComponent(eventId)}` : "");
  return (
    <Link
      to={{ pathname: consolePagePaths.registrations, search }}
      state={place?.consoleQuery ? { consoleQuery: place.consoleQuery } : null}
      className="inline-flex items-center gap-1.5 rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to registrations
    </Link>
  );
}
