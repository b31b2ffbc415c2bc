import { upcomingEventsPageText } from "../../../content/bn/pages/upcoming-events.ts";
import { upcomingEventsContent } from "../../../content/bn/upcoming-events.ts";
import { UpcomingEventsPage } from "../../../features/events/components/static-events-pages.tsx";
import { pageMeta } from "../../../lib/meta.ts";

export const meta = () => pageMeta(upcomingEventsPageText, "bn");

export default function UpcomingEventsPageBn() {
  return <UpcomingEventsPage page={upcomingEventsPageText} content={upcomingEventsContent} />;
}
