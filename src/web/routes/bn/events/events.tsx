import { eventSeatsText } from "#web/content/bn/event-seats.ts";
import { eventsText } from "#web/content/bn/events.ts";
import { eventsIntro } from "#web/content/bn/events-intro.ts";
import { eventsPageText, eventsSubPages } from "#web/content/bn/pages/events.ts";
import { EventsPage } from "#features/events/ui/events-page.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";
import { listsLoader } from "#web/lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "#web/lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(eventsPageText, "bn", siteNamesBn);
export const loader = listsLoader(paths.events);
// A failed data request shows the page, which loads its lists itself.
export const clientLoader = pageDataOrLoadInPage;

export default function EventsPageBn() {
  return <EventsPage page={eventsPageText} links={eventsSubPages} intro={eventsIntro} text={{ events: eventsText, seats: eventSeatsText }} />;
}
