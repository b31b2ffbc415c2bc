import { PageBody, PageHeader } from "../../components/ui/page.tsx";
import { clubPartnersPageText } from "../../content/pages/club-partners.ts";
import { ClubPartnerGrid } from "../../features/club-partners/components/club-partner-grid.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { paths } from "../../../shared/routes.ts";

export const meta = () => pageMeta(clubPartnersPageText);
export const loader = listsLoader(paths.clubPartners);

export default function ClubPartnersPage() {
  const text = clubPartnersPageText;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <ClubPartnerGrid />
      </PageBody>
    </>
  );
}
