import { PageBody, PageHeader } from "../../components/ui/page.tsx";
import { pageTexts } from "../../content/pages.ts";
import { PublicationList } from "../../features/publications/components/publication-list.tsx";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta("publications");

export default function PublicationsPage() {
  const text = pageTexts.publications;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <PublicationList />
      </PageBody>
    </>
  );
}
