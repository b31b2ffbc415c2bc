import { PageBody, PageHeader } from "../../components/ui/page.tsx";
import { pageTexts } from "../../content/pages.ts";
import { ProjectGrid } from "../../features/projects/components/project-grid.tsx";
import { apiPaths } from "../../../shared/api/paths.ts";
import { preloadData } from "../../lib/preload-data.ts";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta("projects");
export const links = () => preloadData(apiPaths.projects);

export default function ProjectsPage() {
  const text = pageTexts.projects;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <ProjectGrid />
      </PageBody>
    </>
  );
}
