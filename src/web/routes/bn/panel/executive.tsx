// The Bangla page: the English page's body with the Bangla texts.
import { listsText } from "#web/content/bn/lists.ts";
import { executivePageText } from "#web/content/bn/pages/executive.ts";
import { ExecutivePage } from "#features/people-lists/ui/executive-page.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";
import { listsLoader } from "#web/lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "#web/lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(executivePageText, "bn", siteNamesBn);
export const loader = listsLoader(paths.executive);
// A failed data request shows the page, which loads its lists itself.
export const clientLoader = pageDataOrLoadInPage;

export default function ExecutivePageBn() {
  return <ExecutivePage text={executivePageText} lists={listsText} />;
}
