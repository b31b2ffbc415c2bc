import { missionContent } from "#web/content/bn/mission.ts";
import { missionPageText } from "#web/content/bn/pages/mission.ts";
import { MissionPage } from "#features/about/ui/mission-page.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";

export const meta = () => pageMeta(missionPageText, "bn", siteNamesBn);

export default function MissionRouteBn() {
  return <MissionPage text={missionPageText} content={missionContent} />;
}
