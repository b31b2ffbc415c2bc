import { PageBody, PageHeader } from "../../components/ui/page.tsx";
import { campusAmbassadorsPageText } from "../../content/pages/campus-ambassadors.ts";
import { AmbassadorTable } from "../../features/campus-ambassadors/components/ambassador-table.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { paths } from "../../../shared/routes.ts";

export const meta = () => pageMeta(campusAmbassadorsPageText);
export const loader = listsLoader(paths.campusAmbassadors);

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
