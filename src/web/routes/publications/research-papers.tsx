import { PlaceholderPage } from "../../components/ui/placeholder-page.tsx";
import { researchPapersPageText } from "../../content/pages/research-papers.ts";
import { placeholderContent } from "../../content/placeholders.ts";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(researchPapersPageText);

export default function ResearchPapersPage() {
  return <PlaceholderPage text={researchPapersPageText} content={placeholderContent.researchPapers} />;
}
