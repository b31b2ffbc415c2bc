// The Bangla page (issue 32): the English page's body with the Bangla texts.
import { researchProjectsPageText } from "../../../content/bn/pages/research-projects.ts";
import { researchProjectsContent } from "../../../content/bn/research-projects.ts";
import { ResearchProjectsPage } from "../../../features/projects/components/research-projects-page.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { siteNamesBn } from "../../../../shared/site-names-bn.ts";

export const meta = () => pageMeta(researchProjectsPageText, "bn", siteNamesBn);

export default function ResearchProjectsPageBn() {
  return <ResearchProjectsPage text={researchProjectsPageText} content={researchProjectsContent} />;
}
