import { ArrowLeft } from "lucide-react";
import { Link, useLocation, type Location } from "react-router";
import { consolePagePaths } from "../../../../../shared/console/paths.ts";

/**
 * Where in the list an application was opened from: the filters in the address, and the search,
 * which lives in the history entry's state (url-query.ts), never in the address.
 */
interface ListPlace {
  search: string;
  consoleQuery?: Record<string, string>;
}

interface DetailState {
  listPlace?: ListPlace;
}

export function applicationPagePath(id: string): string {
  return `${consolePagePaths.applications}/${encodeURIComponent(id)}`;
}

/** The state a link from the list to an application carries, so its back link returns to the same view. */
export function listPlaceState(location: Location): DetailState {
  const consoleQuery = (location.state as { consoleQuery?: Record<string, string> } | null)?.consoleQuery;
  return { listPlace: { search: location.search, ...(consoleQuery ? { consoleQuery } : {}) } };
}

/** Back to the applications list, with the filters and search it was left with (or the whole list). */
export function BackToList() {
  const location = useLocation();
  const place = (location.state as DetailState | null)?.listPlace;
  return (
    <Link
      to={{ pathname: consolePagePaths.applications, search: place?.search ?? "" }}
      state={place?.consoleQuery ? { consoleQuery: place.consoleQuery } : null}
      className="inline-flex items-center gap-1.5 rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to applications
    </Link>
  );
}
