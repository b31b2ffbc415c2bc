import { ErrorPage } from "../components/layout/error-page.tsx";
import { SiteFrame } from "../components/layout/site-frame.tsx";
import { departments, type DepartmentCode } from "../../shared/departments.ts";
import { clubStats } from "../content/club-facts.ts";
import { departmentTexts } from "../content/departments.ts";
import { homeContent } from "../content/home.ts";
import { homePageText } from "../content/pages/home.ts";
import { siteText } from "../content/site.ts";
import { HomePage, type HomeTexts } from "#features/home/ui/home-page.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = () => pageMeta(homePageText);

const text: HomeTexts = {
  site: siteText,
  page: homePageText,
  content: homeContent,
  stats: clubStats,
  departmentTexts,
  departmentNames: Object.fromEntries(departments.map((d) => [d.code, d.name])) as Record<DepartmentCode, string>,
  departmentNumber: (n) => String(n).padStart(2, "0"),
};

export default function HomeRoute() {
  return <HomePage text={text} />;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <SiteFrame text={siteText}>
      <ErrorPage error={error} text={siteText} />
    </SiteFrame>
  );
}
