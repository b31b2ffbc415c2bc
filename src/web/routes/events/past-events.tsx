import { pastEventsPageText } from "../../content/pages/past-events.ts";
import { pastEventsContent } from "../../content/past-events.ts";
import { PastEventsPage } from "../../features/events/components/static-events-pages.tsx";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(pastEventsPageText);

export default function PastEventsPageEn() {
  return <PastEventsPage page={pastEventsPageText} content={pastEventsContent} />;
}
