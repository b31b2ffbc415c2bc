// The Bangla page: the English page's body with the Bangla texts.
import { eventSeatsText } from "#web/content/bn/event-seats.ts";
import { eventsText } from "#web/content/bn/events.ts";
import { upcomingEventsPageText } from "#web/content/bn/pages/upcoming-events.ts";
import { upcomingEventsContent } from "#web/content/bn/upcoming-events.ts";
import { EventListPage, upcoming } from "#features/events/ui/event-list-pages.tsx";
import { UpcomingEventCard } from "#features/events/ui/upcoming-event-card.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import { listsLoader } from "#web/lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "#web/lib/page-data.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(upcomingEventsPageText, "bn", siteNamesBn);
export const loader = listsLoader(paths.upcomingEvents);
export const clientLoader = pageDataOrLoadInPage;

const text = { events: eventsText, seats: eventSeatsText };

export default function UpcomingEventsPageBn() {
  return (
    <EventListPage
      page={upcomingEventsPageText}
      content={upcomingEventsContent}
      text={text}
      show={upcoming}
      className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      card={(props) => <UpcomingEventCard {...props} text={upcomingEventsContent} />}
    />
  );
}
