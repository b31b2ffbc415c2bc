// The Bangla page (issue 32): the English page's body with the Bangla texts.
import { PlaceholderPage } from "../../../components/ui/placeholder-page.tsx";
import { completedProjectsPageText } from "../../../content/bn/pages/completed-projects.ts";
import { placeholderContent } from "../../../content/bn/placeholders.ts";
import { pageMeta } from "../../../lib/meta.ts";
import { siteNamesBn } from "../../../../shared/site-names-bn.ts";

export const meta = () => pageMeta(completedProjectsPageText, "bn", siteNamesBn);

export default function CompletedProjectsPageBn() {
  return <PlaceholderPage text={completedProjectsPageText} content={placeholderContent.completedProjects} />;
}
