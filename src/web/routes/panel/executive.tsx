import { IntroCard, PageBody, PageHeader } from "../../components/ui/page.tsx";
import { executiveIntro } from "../../content/lists.ts";
import { executivePageText } from "../../content/pages/executive.ts";
import { ExecutiveGrid } from "../../features/executive/components/executive-grid.tsx";
import { apiPaths } from "../../../shared/api/paths.ts";
import { preloadData } from "../../lib/preload-data.ts";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(executivePageText);
export const links = () => preloadData(apiPaths.executiveMembers);

export default function ExecutivePage() {
  const text = executivePageText;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <IntroCard title={executiveIntro.title}>{executiveIntro.text}</IntroCard>
        <ExecutiveGrid />
      </PageBody>
    </>
  );
}
