// The Bangla page (issue 32): the English page's body with the Bangla texts.
import { PlaceholderPage } from "../../../components/ui/placeholder-page.tsx";
import { completedProjectsPageText } from "../../../content/bn/pages/completed-projects.ts";
import { placeholderContent } from "../../../content/bn/placeholders.ts";
import { pageMeta } from "../../../lib/meta.ts";

export const meta = () => pageMeta(completedProjectsPageText, "bn");

export default function CompletedProjectsPageBn() {
  return <PlaceholderPage text={completedProjectsPageText} content={placeholderContent.completedProjects} />;
}
