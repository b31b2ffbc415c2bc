// The Bangla page: the English page's body with the Bangla texts.
import { listsText } from "#web/content/bn/lists.ts";
import { researchProjectsPageText } from "#web/content/bn/pages/research-projects.ts";
import { projectPagesContent } from "#web/content/bn/project-pages.ts";
import { ProjectKindPage } from "#features/club-work/ui/project-kind-page.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import { listsLoader } from "#web/lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "#web/lib/page-data.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(researchProjectsPageText, "bn", siteNamesBn);
export const loader = listsLoader(paths.researchProjects);
export const clientLoader = pageDataOrLoadInPage;

export default function ResearchProjectsPageBn() {
  return <ProjectKindPage kind="research" text={researchProjectsPageText} lists={listsText} content={projectPagesContent} />;
}
