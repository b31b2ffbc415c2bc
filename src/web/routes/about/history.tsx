import { clubStats } from "../../content/club-facts.ts";
import { historyContent } from "../../content/history.ts";
import { historyPageText } from "../../content/pages/history.ts";
import { HistoryPage } from "#features/about/ui/history-page.tsx";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(historyPageText);

export default function HistoryRoute() {
  return <HistoryPage text={historyPageText} content={historyContent} stats={clubStats} />;
}
