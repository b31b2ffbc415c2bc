import { listsText } from "../../content/lists.ts";
import { clubPartnersPageText } from "../../content/pages/club-partners.ts";
import { ClubPartnersPage } from "#features/people-lists/ui/club-partners-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(clubPartnersPageText);
export const loader = listsLoader(paths.clubPartners);
// A failed data request shows the page, which loads its lists itself.
export const clientLoader = pageDataOrLoadInPage;

export default function ClubPartnersPageRoute() {
  return <ClubPartnersPage text={clubPartnersPageText} lists={listsText} />;
}
