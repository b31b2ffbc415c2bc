// The Bangla page: the English page's body with the Bangla texts.
import { listsText } from "#web/content/bn/lists.ts";
import { projectsPageText, projectsSubPages } from "#web/content/bn/pages/projects.ts";
import { ProjectsPage } from "#features/club-work/ui/projects-page.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";
import { listsLoader } from "#web/lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "#web/lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(projectsPageText, "bn", siteNamesBn);
export const loader = listsLoader(paths.projects);
// A failed data request shows the page, which loads its lists itself.
export const clientLoader = pageDataOrLoadInPage;

export default function ProjectsPageBn() {
  return <ProjectsPage text={projectsPageText} lists={listsText} subPages={projectsSubPages} />;
}
