import { PlaceholderPage } from "../../components/ui/placeholder-page.tsx";
import { conferencePapersPageText } from "../../content/pages/conference-papers.ts";
import { placeholderContent } from "../../content/placeholders.ts";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(conferencePapersPageText);

export default function ConferencePapersPage() {
  return <PlaceholderPage text={conferencePapersPageText} content={placeholderContent.conferencePapers} />;
}
