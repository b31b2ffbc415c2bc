import { SiteFooter } from "../components/layout/site-footer.tsx";
import { SiteHeader } from "../components/layout/site-header.tsx";
import { DepartmentGrid } from "../features/home/components/department-grid.tsx";
import { ExploreSection } from "../features/home/components/explore-section.tsx";
import { HomeHero } from "../features/home/components/home-hero.tsx";
import { JoinBanner } from "../features/home/components/join-banner.tsx";
import { SplashScreen } from "../features/home/components/splash-screen.tsx";
import { homePageText } from "../content/pages/home.ts";
import { pageMeta } from "../lib/meta.ts";

export const meta = () => pageMeta(homePageText);

// Home sits outside the shared layout (the splash covers the whole screen), so it brings the same
// header and footer itself. The page is rendered beneath the splash, so it is in the prerendered HTML.
export default function HomePage() {
  return (
    <>
      <SplashScreen />
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:font-semibold"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          <HomeHero />
          <DepartmentGrid />
          <ExploreSection />
          <JoinBanner />
        </main>
        <SiteFooter />
      </div>
    </>
  );
}
