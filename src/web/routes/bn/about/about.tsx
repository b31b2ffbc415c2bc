import { aboutContent } from "#web/content/bn/about.ts";
import { aboutPageText } from "#web/content/bn/pages/about.ts";
import { AboutPage } from "#features/about/ui/about-page.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";

export const meta = () => pageMeta(aboutPageText, "bn", siteNamesBn);

export default function AboutRouteBn() {
  return <AboutPage text={aboutPageText} content={aboutContent} />;
}
