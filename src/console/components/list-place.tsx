import { ArrowLeft } from "lucide-react";
import { Link, useLocation, type Location } from "react-router";

/**
 * Where in a table a row was opened from: the filters and page in the address, and the search,
 * which lives in the history entry's state (lib/url-query.ts), never in the address. A link from
 * a table to a row's page carries it, so the row page's back link returns to the same view.
 */
interface ListPlace {
  search: string;
  consoleQuery?: Record<string, string>;
}

interface RowPageState {
  listPlace?: ListPlace;
}

/** The state for a link from a table to one of its rows; `search` defaults to the table's own address. */
export function listPlaceState(location: Location, search = location.search): RowPageState {
  const consoleQuery = (location.state as { consoleQuery?: Record<string, string> } | null)?.consoleQuery;
  return { listPlace: { search, ...(consoleQuery ? { consoleQuery } : {}) } };
}

/** Back to the table the row was opened from, as it was left (or `fallbackSearch` when opened directly). */
export function BackToList({ to, label, fallbackSearch = "" }: { to: string; label: string; fallbackSearch?: string }) {
  const location = useLocation();
  const place = (location.state as RowPageState | null)?.listPlace;
  return (
    <Link
      to={{ pathname: to, search: place?.search ?? fallbackSearch }}
      state={place?.consoleQuery ? { consoleQuery: place.consoleQuery } : null}
      className="inline-flex items-center gap-1.5 rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
