import { PageBody, PageHeader } from "../../components/ui/page.tsx";
import { campusAmbassadorsPageText } from "../../content/pages/campus-ambassadors.ts";
import { AmbassadorTable } from "../../features/campus-ambassadors/components/ambassador-table.tsx";
import { apiPaths } from "../../../shared/api/paths.ts";
import { preloadData } from "../../lib/preload-data.ts";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(campusAmbassadorsPageText);
export const links = () => preloadData(apiPaths.campusAmbassadors);

export default function CampusAmbassadorsPage() {
  const text = campusAmbassadorsPageText;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <AmbassadorTable />
      </PageBody>
    </>
  );
}
