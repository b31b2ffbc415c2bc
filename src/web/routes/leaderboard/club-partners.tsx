import { listsText } from "../../content/lists.ts";
import { clubPartnersPageText } from "../../content/pages/club-partners.ts";
import { ClubPartnersPage } from "../../features/club-partners/components/club-partners-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { paths } from "../../../shared/routes.ts";

export const meta = () => pageMeta(clubPartnersPageText);
export const loader = listsLoader(paths.clubPartners);

export default function ClubPartnersPageRoute() {
  return <ClubPartnersPage text={clubPartnersPageText} lists={listsText} />;
}
