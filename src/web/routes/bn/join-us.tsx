import { joinUsContent, joinUsSubPages } from "../../content/bn/join-us.ts";
import { joinUsPageText } from "../../content/bn/pages/join-us.ts";
import { JoinUsPage } from "#features/applications/ui/join-us-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(joinUsPageText, "bn", siteNamesBn);
export const loader = listsLoader(paths.joinUs);
// A failed data request shows the page, which loads its lists itself.
export const clientLoader = pageDataOrLoadInPage;

export default function JoinUsRouteBn() {
  return <JoinUsPage page={joinUsPageText} subPages={joinUsSubPages} content={joinUsContent} />;
}
