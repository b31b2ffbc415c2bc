import { joinUsStatusContent } from "../../content/bn/join-us-status.ts";
import { joinUsStatusPageText } from "../../content/bn/pages/join-us-status.ts";
import { StatusPage } from "#features/applications/ui/status-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";

export const meta = () => pageMeta(joinUsStatusPageText, "bn", siteNamesBn);

export default function JoinUsStatusRouteBn() {
  return <StatusPage page={joinUsStatusPageText} text={joinUsStatusContent} />;
}
