import { listsText } from "../../content/lists.ts";
import { campusAmbassadorsPageText } from "../../content/pages/campus-ambassadors.ts";
import { CampusAmbassadorsPage } from "../../features/campus-ambassadors/components/campus-ambassadors-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { paths } from "../../../shared/routes.ts";

export const meta = () => pageMeta(campusAmbassadorsPageText);
export const loader = listsLoader(paths.campusAmbassadors);

export default function CampusAmbassadorsPageRoute() {
  return <CampusAmbassadorsPage text={campusAmbassadorsPageText} lists={listsText} />;
}
