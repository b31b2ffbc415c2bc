// The Bangla page (issue 32): the English page's body with the Bangla texts.
import { PlaceholderPage } from "../../../components/ui/placeholder-page.tsx";
import { journalArticlesPageText } from "../../../content/bn/pages/journal-articles.ts";
import { placeholderContent } from "../../../content/bn/placeholders.ts";
import { pageMeta } from "../../../lib/meta.ts";
import { siteNamesBn } from "../../../../shared/site-names-bn.ts";

export const meta = () => pageMeta(journalArticlesPageText, "bn", siteNamesBn);

export default function JournalArticlesPageBn() {
  return <PlaceholderPage text={journalArticlesPageText} content={placeholderContent.journalArticles} />;
}
