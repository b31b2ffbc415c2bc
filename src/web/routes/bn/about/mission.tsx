import { missionContent } from "../../../content/bn/mission.ts";
import { missionPageText } from "../../../content/bn/pages/mission.ts";
import { MissionPage } from "../../../features/about/components/mission-page.tsx";
import { pageMeta } from "../../../lib/meta.ts";

export const meta = () => pageMeta(missionPageText, "bn");

export default function MissionRouteBn() {
  return <MissionPage text={missionPageText} content={missionContent} />;
}
