import { listsText } from "../../content/lists.ts";
import { studentProjectsPageText } from "../../content/pages/student-projects.ts";
import { projectPagesContent } from "../../content/project-pages.ts";
import { ProjectKindPage } from "#features/club-work/ui/project-kind-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(studentProjectsPageText);
export const loader = listsLoader(paths.studentProjects);
export const clientLoader = pageDataOrLoadInPage;

export default function StudentProjectsPageRoute() {
  return <ProjectKindPage kind="student" text={studentProjectsPageText} lists={listsText} content={projectPagesContent} />;
}
