import { PlaceholderPage } from "../../components/ui/placeholder-page.tsx";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta("researchPapers");

export default function ResearchPapersPage() {
  return <PlaceholderPage page="researchPapers" />;
}
