// The Bangla page: the English page's body with the Bangla texts.
import { listsText } from "#web/content/bn/lists.ts";
import { publicationsPageText, publicationsSubPages } from "#web/content/bn/pages/publications.ts";
import { PublicationsPage } from "#features/club-work/ui/publications-page.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";
import { listsLoader } from "#web/lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "#web/lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(publicationsPageText, "bn", siteNamesBn);
export const loader = listsLoader(paths.publications);
// A failed data request shows the page, which loads its lists itself.
export const clientLoader = pageDataOrLoadInPage;

export default function PublicationsPageBn() {
  return <PublicationsPage text={publicationsPageText} lists={listsText} subPages={publicationsSubPages} />;
}
