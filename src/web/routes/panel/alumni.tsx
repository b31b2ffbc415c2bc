import { PageBody, PageHeader } from "../../components/ui/page.tsx";
import { alumniPageText } from "../../content/pages/alumni.ts";
import { AlumniGrid } from "../../features/alumni/components/alumni-grid.tsx";
import { apiPaths } from "../../../shared/api/paths.ts";
import { preloadData } from "../../lib/preload-data.ts";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(alumniPageText);
export const links = () => preloadData(apiPaths.alumniMembers);

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
