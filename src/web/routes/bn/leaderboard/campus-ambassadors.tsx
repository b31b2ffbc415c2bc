// The Bangla page: the English page's body with the Bangla texts.
import { listsText } from "#web/content/bn/lists.ts";
import { campusAmbassadorsPageText } from "#web/content/bn/pages/campus-ambassadors.ts";
import { CampusAmbassadorsPage } from "#features/people-lists/ui/campus-ambassadors-page.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";
import { listsLoader } from "#web/lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "#web/lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(campusAmbassadorsPageText, "bn", siteNamesBn);
export const loader = listsLoader(paths.campusAmbassadors);
// A failed data request shows the page, which loads its lists itself.
export const clientLoader = pageDataOrLoadInPage;

export default function CampusAmbassadorsPageBn() {
  return <CampusAmbassadorsPage text={campusAmbassadorsPageText} lists={listsText} />;
}
