// The Bangla page: the English page's body with the Bangla texts.
import { listsText } from "../../content/bn/lists.ts";
import { teamPageText } from "../../content/bn/pages/team.ts";
import { TeamPage } from "#features/people-lists/ui/team-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(teamPageText, "bn", siteNamesBn);
export const loader = listsLoader(paths.team);
// A failed data request shows the page, which loads its lists itself.
export const clientLoader = pageDataOrLoadInPage;

export default function TeamPageBn() {
  return <TeamPage text={teamPageText} lists={listsText} />;
}
