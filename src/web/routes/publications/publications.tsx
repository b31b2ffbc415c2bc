import { PageBody, PageHeader } from "../../components/ui/page.tsx";
import { SubPageLinks } from "../../components/ui/sub-page-links.tsx";
import { subPageLinks } from "../../content/sub-pages.ts";
import { publicationsPageText } from "../../content/pages/publications.ts";
import { PublicationList } from "../../features/publications/components/publication-list.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { paths } from "../../../shared/routes.ts";

export const meta = () => pageMeta(publicationsPageText);
export const loader = listsLoader(paths.publications);

export default function PublicationsPage() {
  const text = publicationsPageText;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <SubPageLinks content={subPageLinks.publications} />
        <PublicationList />
      </PageBody>
    </>
  );
}
