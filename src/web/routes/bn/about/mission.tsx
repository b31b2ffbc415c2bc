import { missionContent } from "../../../content/bn/mission.ts";
import { missionPageText } from "../../../content/bn/pages/mission.ts";
import { MissionPage } from "../../../features/about/components/mission-page.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { siteNamesBn } from "../../../../shared/site-names-bn.ts";

export const meta = () => pageMeta(missionPageText, "bn", siteNamesBn);

export default function MissionRouteBn() {
  return <MissionPage text={missionPageText} content={missionContent} />;
}
