import { PlaceholderPage } from "../../components/ui/placeholder-page.tsx";
import { completedProjectsPageText } from "../../content/pages/completed-projects.ts";
import { placeholderContent } from "../../content/placeholders.ts";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(completedProjectsPageText);

export default function CompletedProjectsPage() {
  return <PlaceholderPage text={completedProjectsPageText} content={placeholderContent.completedProjects} />;
}
