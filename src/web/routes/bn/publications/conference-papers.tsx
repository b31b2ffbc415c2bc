// The Bangla page: the English page's body with the Bangla texts.
import { listsText } from "../../../content/bn/lists.ts";
import { conferencePapersPageText } from "../../../content/bn/pages/conference-papers.ts";
import { publicationPagesContent } from "../../../content/bn/publication-pages.ts";
import { PublicationTypePage } from "#features/club-work/ui/publication-type-page.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { listsLoader } from "../../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../../lib/page-data.ts";
import { siteNamesBn } from "../../../../shared/site-names-bn.ts";
import { paths } from "../../../../shared/routes.ts";

export const meta = () => pageMeta(conferencePapersPageText, "bn", siteNamesBn);
export const loader = listsLoader(paths.conferencePapers);
export const clientLoader = pageDataOrLoadInPage;

export default function ConferencePapersPageBn() {
  return <PublicationTypePage type="conference_paper" text={conferencePapersPageText} lists={listsText} content={publicationPagesContent} />;
}
