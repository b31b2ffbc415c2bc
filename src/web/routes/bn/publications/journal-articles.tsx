// The Bangla page: the English page's body with the Bangla texts.
import { listsText } from "#web/content/bn/lists.ts";
import { journalArticlesPageText } from "#web/content/bn/pages/journal-articles.ts";
import { publicationPagesContent } from "#web/content/bn/publication-pages.ts";
import { PublicationTypePage } from "#features/club-work/ui/publication-type-page.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import { listsLoader } from "#web/lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "#web/lib/page-data.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(journalArticlesPageText, "bn", siteNamesBn);
export const loader = listsLoader(paths.journalArticles);
export const clientLoader = pageDataOrLoadInPage;

export default function JournalArticlesPageBn() {
  return <PublicationTypePage type="journal_article" text={journalArticlesPageText} lists={listsText} content={publicationPagesContent} />;
}
