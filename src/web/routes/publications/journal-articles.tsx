import { listsText } from "../../content/lists.ts";
import { journalArticlesPageText } from "../../content/pages/journal-articles.ts";
import { publicationPagesContent } from "../../content/publication-pages.ts";
import { PublicationTypePage } from "#features/club-work/ui/publication-type-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(journalArticlesPageText);
export const loader = listsLoader(paths.journalArticles);
export const clientLoader = pageDataOrLoadInPage;

export default function JournalArticlesPageRoute() {
  return <PublicationTypePage type="journal_article" text={journalArticlesPageText} lists={listsText} content={publicationPagesContent} />;
}
