import { PlaceholderPage } from "../../components/ui/placeholder-page.tsx";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta("completedProjects");

export default function CompletedProjectsPage() {
  return <PlaceholderPage page="completedProjects" />;
}
