import { PlaceholderPage } from "../../components/ui/placeholder-page.tsx";
import { journalArticlesPageText } from "../../content/pages/journal-articles.ts";
import { placeholderContent } from "../../content/placeholders.ts";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(journalArticlesPageText);

export default function JournalArticlesPage() {
  return <PlaceholderPage text={journalArticlesPageText} content={placeholderContent.journalArticles} />;
}
