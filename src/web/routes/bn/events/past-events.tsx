// The Bangla page: the English page's body with the Bangla texts.
import { eventSeatsText } from "#web/content/bn/event-seats.ts";
import { eventsText } from "#web/content/bn/events.ts";
import { pastEventsPageText } from "#web/content/bn/pages/past-events.ts";
import { pastEventsContent } from "#web/content/bn/past-events.ts";
import { EventListPage, past } from "#features/events/ui/event-list-pages.tsx";
import { PastEventCard } from "#features/events/ui/past-event-card.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import { listsLoader } from "#web/lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "#web/lib/page-data.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(pastEventsPageText, "bn", siteNamesBn);
export const loader = listsLoader(paths.pastEvents);
export const clientLoader = pageDataOrLoadInPage;

const text = { events: eventsText, seats: eventSeatsText };

export default function PastEventsPageBn() {
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
