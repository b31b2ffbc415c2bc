// The Bangla page (issue 32): the English page's body with the Bangla texts.
import { PlaceholderPage } from "../../../components/ui/placeholder-page.tsx";
import { studentProjectsPageText } from "../../../content/bn/pages/student-projects.ts";
import { placeholderContent } from "../../../content/bn/placeholders.ts";
import { pageMeta } from "../../../lib/meta.ts";

export const meta = () => pageMeta(studentProjectsPageText, "bn");

export default function StudentProjectsPageBn() {
  return <PlaceholderPage text={studentProjectsPageText} content={placeholderContent.studentProjects} />;
}
