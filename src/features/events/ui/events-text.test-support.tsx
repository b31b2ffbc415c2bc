import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { eventSeatsText } from "#web/content/event-seats.ts";
import { eventsText } from "#web/content/events.ts";
import { EventsTextProvider } from "./events-text.tsx";
import { SiteTextProvider } from "#web/components/layout/site-text.tsx";
import { siteText } from "#web/content/site.ts";

/** An events component as an English page renders it, for unit tests: in a router, with the English texts. */
export function inEnglishEventsPage(element: ReactElement, path = "/events"): ReactElement {
  return (
    <MemoryRouter initialEntries={[path]}>
      <SiteTextProvider value={siteText}>
        <EventsTextProvider value={{ events: eventsText, seats: eventSeatsText }}>{element}</EventsTextProvider>
      </SiteTextProvider>
    </MemoryRouter>
  );
}

/** The texts alone, for a component under a router of the test's own. */
export function withEnglishEventsText(element: ReactElement): ReactElement {
  return (
    <SiteTextProvider value={siteText}>
      <EventsTextProvider value={{ events: eventsText, seats: eventSeatsText }}>{element}</EventsTextProvider>
    </SiteTextProvider>
  );
}
