import { listsText } from "../../content/lists.ts";
import { researchProjectsPageText } from "../../content/pages/research-projects.ts";
import { projectPagesContent } from "../../content/project-pages.ts";
import { ProjectKindPage } from "#features/club-work/ui/project-kind-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(researchProjectsPageText);
export const loader = listsLoader(paths.researchProjects);
export const clientLoader = pageDataOrLoadInPage;

export default function ResearchProjectsPageRoute() {
  return <ProjectKindPage kind="research" text={researchProjectsPageText} lists={listsText} content={projectPagesContent} />;
}
