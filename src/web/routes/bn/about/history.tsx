import { clubStats } from "../../../content/bn/club-facts.ts";
import { historyContent } from "../../../content/bn/history.ts";
import { historyPageText } from "../../../content/bn/pages/history.ts";
import { HistoryPage } from "../../../features/about/components/history-page.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { siteNamesBn } from "../../../../shared/site-names-bn.ts";

export const meta = () => pageMeta(historyPageText, "bn", siteNamesBn);

export default function HistoryRouteBn() {
  return <HistoryPage text={historyPageText} content={historyContent} stats={clubStats} />;
}
