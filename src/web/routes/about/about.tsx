import { aboutContent } from "../../content/about.ts";
import { aboutPageText } from "../../content/pages/about.ts";
import { AboutPage } from "#features/about/ui/about-page.tsx";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(aboutPageText);

export default function AboutRoute() {
  return <AboutPage text={aboutPageText} content={aboutContent} />;
}
