import { panelPageText } from "../../content/pages/panel.ts";
import { panelContent } from "../../content/panel.ts";
import { PanelPage } from "#features/people-lists/ui/panel-page.tsx";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(panelPageText);

export default function PanelPageRoute() {
  return <PanelPage text={panelPageText} content={panelContent} />;
}
