import { listsText } from "../../content/lists.ts";
import { subExecutivePageText } from "../../content/pages/sub-executive.ts";
import { SubExecutivePage } from "#features/people-lists/ui/sub-executive-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(subExecutivePageText);
export const loader = listsLoader(paths.subExecutive);
// A failed data request shows the page, which loads its lists itself.
export const clientLoader = pageDataOrLoadInPage;

export default function SubExecutivePageRoute() {
  return <SubExecutivePage text={subExecutivePageText} lists={listsText} />;
}
