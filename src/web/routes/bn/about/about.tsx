import { aboutContent } from "../../../content/bn/about.ts";
import { aboutPageText } from "../../../content/bn/pages/about.ts";
import { AboutPage } from "../../../features/about/components/about-page.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { siteNamesBn } from "../../../../shared/site-names-bn.ts";

export const meta = () => pageMeta(aboutPageText, "bn", siteNamesBn);

export default function AboutRouteBn() {
  return <AboutPage text={aboutPageText} content={aboutContent} />;
}
