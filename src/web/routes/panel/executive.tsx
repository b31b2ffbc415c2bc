import { listsText } from "../../content/lists.ts";
import { executivePageText } from "../../content/pages/executive.ts";
import { ExecutivePage } from "#features/people-lists/ui/executive-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(executivePageText);
export const loader = listsLoader(paths.executive);
// A failed data request shows the page, which loads its lists itself.
export const clientLoader = pageDataOrLoadInPage;

export default function ExecutivePageRoute() {
  return <ExecutivePage text={executivePageText} lists={listsText} />;
}
