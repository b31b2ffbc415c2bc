import { joinUsContent, joinUsSubPages } from "../content/join-us.ts";
import { joinUsPageText } from "../content/pages/join-us.ts";
import { JoinUsPage } from "../features/join-us/components/join-us-page.tsx";
import { pageMeta } from "../lib/meta.ts";
import { listsLoader } from "../lib/page-loaders.server.ts";
import { paths } from "../../shared/routes.ts";

export const meta = () => pageMeta(joinUsPageText);
export const loader = listsLoader(paths.joinUs);

export default function JoinUsRoute() {
  return <JoinUsPage page={joinUsPageText} subPages={joinUsSubPages} content={joinUsContent} />;
}
