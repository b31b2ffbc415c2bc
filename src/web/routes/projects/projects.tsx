import { listsText } from "../../content/lists.ts";
import { projectsPageText, projectsSubPages } from "../../content/pages/projects.ts";
import { ProjectsPage } from "#features/club-work/ui/projects-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(projectsPageText);
export const loader = listsLoader(paths.projects);
// A failed data request shows the page, which loads its lists itself.
export const clientLoader = pageDataOrLoadInPage;

export default function ProjectsPageRoute() {
  return <ProjectsPage text={projectsPageText} lists={listsText} subPages={projectsSubPages} />;
}
