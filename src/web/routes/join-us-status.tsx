import { joinUsStatusContent } from "../content/join-us-status.ts";
import { joinUsStatusPageText } from "../content/pages/join-us-status.ts";
import { StatusPage } from "#features/applications/ui/status-page.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = () => pageMeta(joinUsStatusPageText);

export default function JoinUsStatusRoute() {
  return <StatusPage page={joinUsStatusPageText} text={joinUsStatusContent} />;
}
