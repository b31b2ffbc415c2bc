import { listsText } from "../../content/lists.ts";
import { campusAmbassadorsPageText } from "../../content/pages/campus-ambassadors.ts";
import { CampusAmbassadorsPage } from "#features/people-lists/ui/campus-ambassadors-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(campusAmbassadorsPageText);
export const loader = listsLoader(paths.campusAmbassadors);
// A failed data request shows the page, which loads its lists itself.
export const clientLoader = pageDataOrLoadInPage;

export default function CampusAmbassadorsPageRoute() {
  return <CampusAmbassadorsPage text={campusAmbassadorsPageText} lists={listsText} />;
}
