import { PageBody, PageHeader } from "../../components/ui/page.tsx";
import { pageTexts } from "../../content/pages.ts";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta("panel");

export default function PanelPage() {
  const text = pageTexts.panel;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <p className="text-muted">This page is being written and will be here soon.</p>
      </PageBody>
    </>
  );
}
