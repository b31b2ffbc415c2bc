import { IntroCard, PageBody, PageHeader } from "../../components/ui/page.tsx";
import { executiveIntro } from "../../content/lists.ts";
import { executivePageText } from "../../content/pages/executive.ts";
import { ExecutiveGrid } from "../../features/executive/components/executive-grid.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { paths } from "../../../shared/routes.ts";

export const meta = () => pageMeta(executivePageText);
export const loader = listsLoader(paths.executive);

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
