import { listsText } from "../../content/lists.ts";
import { researchPapersPageText } from "../../content/pages/research-papers.ts";
import { publicationPagesContent } from "../../content/publication-pages.ts";
import { PublicationTypePage } from "#features/club-work/ui/publication-type-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(researchPapersPageText);
export const loader = listsLoader(paths.researchPapers);
export const clientLoader = pageDataOrLoadInPage;

export default function ResearchPapersPageRoute() {
  return <PublicationTypePage type="research_paper" text={researchPapersPageText} lists={listsText} content={publicationPagesContent} />;
}
