// The Bangla page (issue 32): the English page's body with the Bangla texts.
import { PlaceholderPage } from "../../../components/ui/placeholder-page.tsx";
import { researchPapersPageText } from "../../../content/bn/pages/research-papers.ts";
import { placeholderContent } from "../../../content/bn/placeholders.ts";
import { pageMeta } from "../../../lib/meta.ts";
import { siteNamesBn } from "../../../../shared/site-names-bn.ts";

export const meta = () => pageMeta(researchPapersPageText, "bn", siteNamesBn);

export default function ResearchPapersPageBn() {
  return <PlaceholderPage text={researchPapersPageText} content={placeholderContent.researchPapers} />;
}
