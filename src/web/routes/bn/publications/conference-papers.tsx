// The Bangla page: the English page's body with the Bangla texts.
import { listsText } from "#web/content/bn/lists.ts";
import { conferencePapersPageText } from "#web/content/bn/pages/conference-papers.ts";
import { publicationPagesContent } from "#web/content/bn/publication-pages.ts";
import { PublicationTypePage } from "#features/club-work/ui/publication-type-page.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import { listsLoader } from "#web/lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "#web/lib/page-data.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(conferencePapersPageText, "bn", siteNamesBn);
export const loader = listsLoader(paths.conferencePapers);
export const clientLoader = pageDataOrLoadInPage;

export default function ConferencePapersPageBn() {
  return <PublicationTypePage type="conference_paper" text={conferencePapersPageText} lists={listsText} content={publicationPagesContent} />;
}
