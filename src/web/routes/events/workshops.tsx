import { eventSeatsText } from "../../content/event-seats.ts";
import { eventsText } from "../../content/events.ts";
import { workshopsPageText } from "../../content/pages/workshops.ts";
import { workshopsContent } from "../../content/workshops.ts";
import { EventListPage, workshops } from "#features/events/ui/event-list-pages.tsx";
import { WorkshopCard } from "#features/events/ui/workshop-card.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(workshopsPageText);
export const loader = listsLoader(paths.workshops);
export const clientLoader = pageDataOrLoadInPage;

const text = { events: eventsText, seats: eventSeatsText };

export default function WorkshopsPageEn() {
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
