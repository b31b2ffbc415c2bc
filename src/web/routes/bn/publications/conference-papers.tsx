// The Bangla page (issue 32): the English page's body with the Bangla texts.
import { PlaceholderPage } from "../../../components/ui/placeholder-page.tsx";
import { conferencePapersPageText } from "../../../content/bn/pages/conference-papers.ts";
import { placeholderContent } from "../../../content/bn/placeholders.ts";
import { pageMeta } from "../../../lib/meta.ts";
import { siteNamesBn } from "../../../../shared/site-names-bn.ts";

export const meta = () => pageMeta(conferencePapersPageText, "bn", siteNamesBn);

export default function ConferencePapersPageBn() {
  return <PlaceholderPage text={conferencePapersPageText} content={placeholderContent.conferencePapers} />;
}
