import { PageBody, PageHeader } from "../../components/ui/page.tsx";
import { SubPageLinks } from "../../components/ui/sub-page-links.tsx";
import { subPageLinks } from "../../content/sub-pages.ts";
import { projectsPageText } from "../../content/pages/projects.ts";
import { ProjectGrid } from "../../features/projects/components/project-grid.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { paths } from "../../../shared/routes.ts";

export const meta = () => pageMeta(projectsPageText);
export const loader = listsLoader(paths.projects);

export default function ProjectsPage() {
  const text = projectsPageText;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <SubPageLinks content={subPageLinks.projects} />
        <ProjectGrid />
      </PageBody>
    </>
  );
}
