import { listsText } from "../content/lists.ts";
import { teamPageText } from "../content/pages/team.ts";
import { TeamPage } from "#features/people-lists/ui/team-page.tsx";
import { pageMeta } from "../lib/meta.ts";
import { listsLoader } from "../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../lib/page-data.ts";
import { paths } from "../../shared/routes.ts";

export const meta = () => pageMeta(teamPageText);
export const loader = listsLoader(paths.team);
// A failed data request shows the page, which loads its lists itself.
export const clientLoader = pageDataOrLoadInPage;

export default function TeamPageRoute() {
  return <TeamPage text={teamPageText} lists={listsText} />;
}
