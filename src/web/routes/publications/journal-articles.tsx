import { PlaceholderPage } from "../../components/ui/placeholder-page.tsx";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta("journalArticles");

export default function JournalArticlesPage() {
  return <PlaceholderPage page="journalArticles" />;
}
