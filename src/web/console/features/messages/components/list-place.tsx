import { ArrowLeft } from "lucide-react";
import { Link, useLocation, type Location } from "react-router";
import { consolePagePaths } from "../../../../../shared/console/paths.ts";

/**
 * Where in the inbox a message was opened from: the tab in the address, and the search, which
 * lives in the history entry's state (url-query.ts), never in the address.
 */
interface ListPlace {
  search: string;
  consoleQuery?: Record<string, string>;
}

interface MessagePageState {
  listPlace?: ListPlace;
}

export function messagePagePath(id: string): string {
  return `${consolePagePaths.messages}/${encodeURIComponent(id)}`;
}

/** The state a link from the inbox to a message carries, so its back link returns to the same view. */
export function listPlaceState(location: Location): MessagePageState {
  const consoleQuery = (location.state as { consoleQuery?: Record<string, string> } | null)?.consoleQuery;
  return { listPlace: { search: location.search, ...(consoleQuery ? { consoleQuery } : {}) } };
}

/** Back to the messages, with the tab and search they were left with (or the inbox). */
export function BackToMessages() {
  const location = useLocation();
  const place = (location.state as MessagePageState | null)?.listPlace;
  return (
    <Link
      to={{ pathname: consolePagePaths.messages, search: place?.search ?? "" }}
      state={place?.consoleQuery ? { consoleQuery: place.consoleQuery } : null}
      className="inline-flex items-center gap-1.5 rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to messages
    </Link>
  );
}
