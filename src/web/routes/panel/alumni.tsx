import { PageBody, PageHeader } from "../../components/ui/page.tsx";
import { pageTexts } from "../../content/pages.ts";
import { AlumniGrid } from "../../features/alumni/components/alumni-grid.tsx";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta("alumni");

export default function AlumniPage() {
  const text = pageTexts.alumni;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <AlumniGrid />
      </PageBody>
    </>
  );
}
