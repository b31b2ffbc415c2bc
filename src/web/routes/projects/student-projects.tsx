import { PlaceholderPage } from "../../components/ui/placeholder-page.tsx";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta("studentProjects");

export default function StudentProjectsPage() {
  return <PlaceholderPage page="studentProjects" />;
}
