import { PageBody, PageHeader } from "../../components/ui/page.tsx";
import { subExecutivePageText } from "../../content/pages/sub-executive.ts";
import { SubExecutiveGroups } from "../../features/sub-executive/components/sub-executive-groups.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { paths } from "../../../shared/routes.ts";

export const meta = () => pageMeta(subExecutivePageText);
export const loader = listsLoader(paths.subExecutive);

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
