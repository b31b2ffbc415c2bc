// The Bangla page (issue 32): the English page's body with the Bangla texts.
import { PlaceholderPage } from "../../../components/ui/placeholder-page.tsx";
import { studentProjectsPageText } from "../../../content/bn/pages/student-projects.ts";
import { placeholderContent } from "../../../content/bn/placeholders.ts";
import { pageMeta } from "../../../lib/meta.ts";
import { siteNamesBn } from "../../../../shared/site-names-bn.ts";

export const meta = () => pageMeta(studentProjectsPageText, "bn", siteNamesBn);

export default function StudentProjectsPageBn() {
  return <PlaceholderPage text={studentProjectsPageText} content={placeholderContent.studentProjects} />;
}
