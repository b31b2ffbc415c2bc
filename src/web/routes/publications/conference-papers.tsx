import { listsText } from "../../content/lists.ts";
import { conferencePapersPageText } from "../../content/pages/conference-papers.ts";
import { publicationPagesContent } from "../../content/publication-pages.ts";
import { PublicationTypePage } from "#features/club-work/ui/publication-type-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(conferencePapersPageText);
export const loader = listsLoader(paths.conferencePapers);
export const clientLoader = pageDataOrLoadInPage;

export default function ConferencePapersPageRoute() {
  return <PublicationTypePage type="conference_paper" text={conferencePapersPageText} lists={listsText} content={publicationPagesContent} />;
}
