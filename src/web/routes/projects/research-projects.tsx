import { researchProjectsPageText } from "../../content/pages/research-projects.ts";
import { researchProjectsContent } from "../../content/research-projects.ts";
import { ResearchProjectsPage } from "../../features/projects/components/research-projects-page.tsx";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(researchProjectsPageText);

export default function ResearchProjectsPageRoute() {
  return <ResearchProjectsPage text={researchProjectsPageText} content={researchProjectsContent} />;
}
