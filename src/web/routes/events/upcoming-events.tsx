import { upcomingEventsPageText } from "../../content/pages/upcoming-events.ts";
import { upcomingEventsContent } from "../../content/upcoming-events.ts";
import { UpcomingEventsPage } from "../../features/events/components/static-events-pages.tsx";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(upcomingEventsPageText);

export default function UpcomingEventsPageEn() {
  return <UpcomingEventsPage page={upcomingEventsPageText} content={upcomingEventsContent} />;
}
