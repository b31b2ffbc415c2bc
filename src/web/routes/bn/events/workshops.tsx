// The Bangla page: the English page's body with the Bangla texts.
import { eventSeatsText } from "#web/content/bn/event-seats.ts";
import { eventsText } from "#web/content/bn/events.ts";
import { workshopsPageText } from "#web/content/bn/pages/workshops.ts";
import { workshopsContent } from "#web/content/bn/workshops.ts";
import { EventListPage, workshops } from "#features/events/ui/event-list-pages.tsx";
import { WorkshopCard } from "#features/events/ui/workshop-card.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import { listsLoader } from "#web/lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "#web/lib/page-data.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(workshopsPageText, "bn", siteNamesBn);
export const loader = listsLoader(paths.workshops);
export const clientLoader = pageDataOrLoadInPage;

const text = { events: eventsText, seats: eventSeatsText };

export default function WorkshopsPageBn() {
  return (
    <EventListPage
      page={workshopsPageText}
      content={workshopsContent}
      text={text}
      show={workshops}
      className="grid gap-6 md:grid-cols-2"
      card={(props) => <WorkshopCard {...props} text={workshopsContent} />}
    />
  );
}
