// The Bangla page: the English page's body with the Bangla texts.
import { listsText } from "#web/content/bn/lists.ts";
import { researchPapersPageText } from "#web/content/bn/pages/research-papers.ts";
import { publicationPagesContent } from "#web/content/bn/publication-pages.ts";
import { PublicationTypePage } from "#features/club-work/ui/publication-type-page.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import { listsLoader } from "#web/lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "#web/lib/page-data.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(researchPapersPageText, "bn", siteNamesBn);
export const loader = listsLoader(paths.researchPapers);
export const clientLoader = pageDataOrLoadInPage;

export default function ResearchPapersPageBn() {
  return <PublicationTypePage type="research_paper" text={researchPapersPageText} lists={listsText} content={publicationPagesContent} />;
}
