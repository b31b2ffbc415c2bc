import { PlaceholderPage } from "../../components/ui/placeholder-page.tsx";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta("conferencePapers");

export default function ConferencePapersPage() {
  return <PlaceholderPage page="conferencePapers" />;
}
