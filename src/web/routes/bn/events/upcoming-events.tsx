import { upcomingEventsPageText } from "../../../content/bn/pages/upcoming-events.ts";
import { upcomingEventsContent } from "../../../content/bn/upcoming-events.ts";
import { UpcomingEventsPage } from "../../../features/events/components/static-events-pages.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { siteNamesBn } from "../../../../shared/site-names-bn.ts";

export const meta = () => pageMeta(upcomingEventsPageText, "bn", siteNamesBn);

export default function UpcomingEventsPageBn() {
  return <UpcomingEventsPage page={upcomingEventsPageText} content={upcomingEventsContent} />;
}
