import { PageBody, PageHeader } from "../../components/ui/page.tsx";
import { clubPartnersPageText } from "../../content/pages/club-partners.ts";
import { ClubPartnerGrid } from "../../features/club-partners/components/club-partner-grid.tsx";
import { apiPaths } from "../../../shared/api/paths.ts";
import { preloadData } from "../../lib/preload-data.ts";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(clubPartnersPageText);
export const links = () => preloadData(apiPaths.clubPartners);

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
