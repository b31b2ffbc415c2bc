import { eventSeatsText } from "../../content/event-seats.ts";
import { eventsText } from "../../content/events.ts";
import { eventsIntro } from "../../content/events-intro.ts";
import { eventsPageText, eventsSubPages } from "../../content/pages/events.ts";
import { EventsPage } from "#features/events/ui/events-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(eventsPageText);
export const loader = listsLoader(paths.events);
// A failed data request shows the page, which loads its lists itself.
export const clientLoader = pageDataOrLoadInPage;

export default function EventsPageEn() {
  return <EventsPage page={eventsPageText} links={eventsSubPages} intro={eventsIntro} text={{ events: eventsText, seats: eventSeatsText }} />;
}
