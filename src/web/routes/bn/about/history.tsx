import { clubStats } from "../../../content/bn/club-facts.ts";
import { historyContent } from "../../../content/bn/history.ts";
import { historyPageText } from "../../../content/bn/pages/history.ts";
import { HistoryPage } from "../../../features/about/components/history-page.tsx";
import { pageMeta } from "../../../lib/meta.ts";

export const meta = () => pageMeta(historyPageText, "bn");

export default function HistoryRouteBn() {
  return <HistoryPage text={historyPageText} content={historyContent} stats={clubStats} />;
}
