// The Bangla page: the English page's body with the Bangla texts.
import { listsText } from "#web/content/bn/lists.ts";
import { subExecutivePageText } from "#web/content/bn/pages/sub-executive.ts";
import { SubExecutivePage } from "#features/people-lists/ui/sub-executive-page.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";
import { listsLoader } from "#web/lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "#web/lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(subExecutivePageText, "bn", siteNamesBn);
export const loader = listsLoader(paths.subExecutive);
// A failed data request shows the page, which loads its lists itself.
export const clientLoader = pageDataOrLoadInPage;

export default function SubExecutivePageBn() {
  return <SubExecutivePage text={subExecutivePageText} lists={listsText} />;
}
