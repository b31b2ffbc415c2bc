import { PageBody, PageHeader } from "../../components/ui/page.tsx";
import { pageTexts } from "../../content/pages.ts";
import { AmbassadorTable } from "../../features/campus-ambassadors/components/ambassador-table.tsx";
import { apiPaths } from "../../../shared/api/paths.ts";
import { preloadData } from "../../lib/preload-data.ts";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta("campusAmbassadors");
export const links = () => preloadData(apiPaths.campusAmbassadors);

export default function CampusAmbassadorsPage() {
  const text = pageTexts.campusAmbassadors;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <AmbassadorTable />
      </PageBody>
    </>
  );
}
