import { eventSeatsText } from "../../content/event-seats.ts";
import { eventsText } from "../../content/events.ts";
import { upcomingEventsPageText } from "../../content/pages/upcoming-events.ts";
import { upcomingEventsContent } from "../../content/upcoming-events.ts";
import { EventListPage, upcoming } from "#features/events/ui/event-list-pages.tsx";
import { UpcomingEventCard } from "#features/events/ui/upcoming-event-card.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(upcomingEventsPageText);
export const loader = listsLoader(paths.upcomingEvents);
export const clientLoader = pageDataOrLoadInPage;

const text = { events: eventsText, seats: eventSeatsText };

export default function UpcomingEventsPageEn() {
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
