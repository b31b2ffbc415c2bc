// The Bangla page: the English page's body with the Bangla texts.
import { panelPageText } from "#web/content/bn/pages/panel.ts";
import { panelContent } from "#web/content/bn/panel.ts";
import { PanelPage } from "#features/people-lists/ui/panel-page.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";

export const meta = () => pageMeta(panelPageText, "bn", siteNamesBn);

export default function PanelPageBn() {
  return <PanelPage text={panelPageText} content={panelContent} />;
}
