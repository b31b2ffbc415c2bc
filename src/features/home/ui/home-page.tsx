import type { DepartmentCode } from "#shared/departments.ts";
import { SiteFrame } from "#web/components/layout/site-frame.tsx";
import type { ClubStat } from "#web/content/club-facts.ts";
import type { departmentTexts as DepartmentTexts } from "#web/content/departments.ts";
import type { homeContent as HomeContent } from "#web/content/home.ts";
import type { SiteText } from "#web/content/site.ts";
import type { PageText } from "#web/content/types.ts";
import { DepartmentGrid } from "./department-grid.tsx";
import { ExploreSection } from "./explore-section.tsx";
import { HomeHero } from "./home-hero.tsx";
import { JoinBanner } from "./join-banner.tsx";
import { SplashScreen } from "./splash-screen.tsx";

export interface HomeTexts {
  site: SiteText;
  page: PageText<"home">;
  content: typeof HomeContent;
  stats: ClubStat[];
  departmentTexts: typeof DepartmentTexts;
  departmentNames: Readonly<Record<DepartmentCode, string>>;
  /** A department's number in the grid: "01" or "০১". */
  departmentNumber: (n: number) => string;
}

// Home sits outside the shared layout (the splash covers the whole screen), so it brings the same
// frame itself. The page is rendered beneath the splash, so it is in the prerendered HTML. Both
// languages' home routes render it with their own texts.
export function HomePage({ text }: { text: HomeTexts }) {
  return (
    <>
      <SplashScreen name={text.site.club.clubName} tagline={text.site.club.tagline} />
      <SiteFrame text={text.site}>
        <HomeHero text={text.page} content={text.content} stats={text.stats} />
        <DepartmentGrid
          text={text.content.departments}
          departmentTexts={text.departmentTexts}
          names={text.departmentNames}
          number={text.departmentNumber}
        />
        <ExploreSection text={text.content.explore} />
        <JoinBanner content={text.content.callToAction} />
      </SiteFrame>
    </>
  );
}
