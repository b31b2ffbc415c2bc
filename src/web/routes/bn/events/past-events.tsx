import { pastEventsPageText } from "../../../content/bn/pages/past-events.ts";
import { pastEventsContent } from "../../../content/bn/past-events.ts";
import { PastEventsPage } from "../../../features/events/components/static-events-pages.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { siteNamesBn } from "../../../../shared/site-names-bn.ts";

export const meta = () => pageMeta(pastEventsPageText, "bn", siteNamesBn);

export default function PastEventsPageBn() {
  return <PastEventsPage page={pastEventsPageText} content={pastEventsContent} />;
}
