import { banglaNumber } from "#shared/number-text.ts";
import { visionPageText } from "#web/content/bn/pages/vision.ts";
import { visionContent } from "#web/content/bn/vision.ts";
import { VisionPage } from "#features/about/ui/vision-page.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";

export const meta = () => pageMeta(visionPageText, "bn", siteNamesBn);

export default function VisionRouteBn() {
  return <VisionPage text={visionPageText} content={visionContent} number={banglaNumber} />;
}
