import { eventSeatsText } from "../../content/event-seats.ts";
import { eventsText } from "../../content/events.ts";
import { pastEventsPageText } from "../../content/pages/past-events.ts";
import { pastEventsContent } from "../../content/past-events.ts";
import { EventListPage, past } from "#features/events/ui/event-list-pages.tsx";
import { PastEventCard } from "#features/events/ui/past-event-card.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(pastEventsPageText);
export const loader = listsLoader(paths.pastEvents);
export const clientLoader = pageDataOrLoadInPage;

const text = { events: eventsText, seats: eventSeatsText };

export default function PastEventsPageEn() {
  return (
    <EventListPage
      page={pastEventsPageText}
      content={pastEventsContent}
      text={text}
      show={past}
      className="grid gap-6"
      card={(props) => <PastEventCard {...props} text={pastEventsContent} />}
    />
  );
}
