import { joinUsContent, joinUsSubPages } from "../../content/bn/join-us.ts";
import { joinUsPageText } from "../../content/bn/pages/join-us.ts";
import { JoinUsPage } from "../../features/join-us/components/join-us-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { siteNamesBn } from "../../../shared/site-names-bn.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { paths } from "../../../shared/routes.ts";

export const meta = () => pageMeta(joinUsPageText, "bn", siteNamesBn);
export const loader = listsLoader(paths.joinUs);

export default function JoinUsRouteBn() {
  return <JoinUsPage page={joinUsPageText} subPages={joinUsSubPages} content={joinUsContent} />;
}
