import { clubStats } from "#web/content/bn/club-facts.ts";
import { historyContent } from "#web/content/bn/history.ts";
import { historyPageText } from "#web/content/bn/pages/history.ts";
import { HistoryPage } from "#features/about/ui/history-page.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";

export const meta = () => pageMeta(historyPageText, "bn", siteNamesBn);

export default function HistoryRouteBn() {
  return <HistoryPage text={historyPageText} content={historyContent} stats={clubStats} />;
}
