import { PlaceholderPage } from "../../components/ui/placeholder-page.tsx";
import { studentProjectsPageText } from "../../content/pages/student-projects.ts";
import { placeholderContent } from "../../content/placeholders.ts";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(studentProjectsPageText);

export default function StudentProjectsPage() {
  return <PlaceholderPage text={studentProjectsPageText} content={placeholderContent.studentProjects} />;
}
