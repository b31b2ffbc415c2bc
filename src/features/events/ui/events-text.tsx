import { createContext, useContext } from "react";
import type { eventSeatsText } from "#web/content/event-seats.ts";
import type { eventsText } from "#web/content/events.ts";

// The events area's texts, in the page's language: the route module imports its
// language's catalogs and provides them; components read them here. No default: a missing provider
// is a bug, and an English default would put English into Bangla pages.

/** The Events page's, the cards' and the event page's texts, and the seats'. */
export interface EventsText {
  events: typeof eventsText;
  seats: typeof eventSeatsText;
}

const EventsTextContext = createContext<EventsText | null>(null);
export const EventsTextProvider = EventsTextContext.Provider;

export function useEventsText(): EventsText {
  const text = useContext(EventsTextContext);
  if (!text) throw new Error("no EventsTextProvider");
  return text;
}
