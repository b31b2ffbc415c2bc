import { ErrorPage } from "../../components/layout/error-page.tsx";
import { SiteFrame } from "../../components/layout/site-frame.tsx";
import { departmentNamesBn } from "#shared/department-names-bn.ts";
import { clubStats } from "../../content/bn/club-facts.ts";
import { departmentTexts } from "../../content/bn/departments.ts";
import { homeContent } from "../../content/bn/home.ts";
import { homePageText } from "../../content/bn/pages/home.ts";
import { siteText } from "../../content/bn/site.ts";
import { HomePage, type HomeTexts } from "#features/home/ui/home-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";
import { banglaDigits } from "#shared/bangla-digits.ts";

export const meta = () => pageMeta(homePageText, "bn", siteNamesBn);

const text: HomeTexts = {
  site: siteText,
  page: homePageText,
  content: homeContent,
  stats: clubStats,
  departmentTexts,
  departmentNames: departmentNamesBn,
  departmentNumber: (n) => banglaDigits(String(n).padStart(2, "0")),
};

/** The home page in Bangla, with its splash, its Bengali font and the frame in Bangla. */
export default function HomeRouteBn() {
  return <HomePage text={text} />;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <SiteFrame text={siteText}>
      <ErrorPage error={error} text={siteText} />
    </SiteFrame>
  );
}
