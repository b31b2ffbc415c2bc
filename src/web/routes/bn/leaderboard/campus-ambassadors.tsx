// The Bangla page: the English page's body with the Bangla texts.
import { listsText } from "../../../content/bn/lists.ts";
import { campusAmbassadorsPageText } from "../../../content/bn/pages/campus-ambassadors.ts";
import { CampusAmbassadorsPage } from "#features/people-lists/ui/campus-ambassadors-page.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { siteNamesBn } from "../../../../shared/site-names-bn.ts";
import { listsLoader } from "../../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../../lib/page-data.ts";
import { paths } from "../../../../shared/routes.ts";

export const meta = () => pageMeta(campusAmbassadorsPageText, "bn", siteNamesBn);
export const loader = listsLoader(paths.campusAmbassadors);
// A failed data request shows the page, which loads its lists itself.
export const clientLoader = pageDataOrLoadInPage;

export default function CampusAmbassadorsPageBn() {
  return <CampusAmbassadorsPage text={campusAmbassadorsPageText} lists={listsText} />;
}
