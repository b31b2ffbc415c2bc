import { listsText } from "../../content/lists.ts";
import { completedProjectsPageText } from "../../content/pages/completed-projects.ts";
import { projectPagesContent } from "../../content/project-pages.ts";
import { ProjectKindPage } from "#features/club-work/ui/project-kind-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(completedProjectsPageText);
export const loader = listsLoader(paths.completedProjects);
export const clientLoader = pageDataOrLoadInPage;

export default function CompletedProjectsPageRoute() {
  return <ProjectKindPage kind="completed" text={completedProjectsPageText} lists={listsText} content={projectPagesContent} />;
}
