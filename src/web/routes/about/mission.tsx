import { missionContent } from "../../content/mission.ts";
import { missionPageText } from "../../content/pages/mission.ts";
import { MissionPage } from "#features/about/ui/mission-page.tsx";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(missionPageText);

export default function MissionRoute() {
  return <MissionPage text={missionPageText} content={missionContent} />;
}
