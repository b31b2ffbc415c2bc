import { PageBody, PageHeader } from "../../components/ui/page.tsx";
import { subExecutivePageText } from "../../content/pages/sub-executive.ts";
import { SubExecutiveGroups } from "../../features/sub-executive/components/sub-executive-groups.tsx";
import { apiPaths } from "../../../shared/api/paths.ts";
import { preloadData } from "../../lib/preload-data.ts";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(subExecutivePageText);
export const links = () => preloadData(apiPaths.subExecutiveMembers);

export default function SubExecutivePage() {
  const text = subExecutivePageText;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <SubExecutiveGroups />
      </PageBody>
    </>
  );
}
