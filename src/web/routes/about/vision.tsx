import { visionPageText } from "../../content/pages/vision.ts";
import { visionContent } from "../../content/vision.ts";
import { VisionPage } from "#features/about/ui/vision-page.tsx";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(visionPageText);

export default function VisionRoute() {
  return <VisionPage text={visionPageText} content={visionContent} number={String} />;
}
