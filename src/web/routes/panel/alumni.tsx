import { PageBody, PageHeader } from "../../components/ui/page.tsx";
import { alumniPageText } from "../../content/pages/alumni.ts";
import { AlumniGrid } from "../../features/alumni/components/alumni-grid.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { paths } from "../../../shared/routes.ts";

export const meta = () => pageMeta(alumniPageText);
export const loader = listsLoader(paths.alumni);

export default function AlumniPage() {
  const text = alumniPageText;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <AlumniGrid />
      </PageBody>
    </>
  );
}
