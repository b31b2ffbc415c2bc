// The Bangla page: the English page's body with the Bangla texts.
import { listsText } from "#web/content/bn/lists.ts";
import { clubPartnersPageText } from "#web/content/bn/pages/club-partners.ts";
import { ClubPartnersPage } from "#features/people-lists/ui/club-partners-page.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";
import { listsLoader } from "#web/lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "#web/lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(clubPartnersPageText, "bn", siteNamesBn);
export const loader = listsLoader(paths.clubPartners);
// A failed data request shows the page, which loads its lists itself.
export const clientLoader = pageDataOrLoadInPage;

export default function ClubPartnersPageBn() {
  return <ClubPartnersPage text={clubPartnersPageText} lists={listsText} />;
}
