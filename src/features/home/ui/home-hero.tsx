import { Link } from "react-router";
import { Icon } from "#web/components/ui/icon.tsx";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { StatGrid } from "#web/components/ui/stat-grid.tsx";
import type { ClubStat } from "#web/content/club-facts.ts";
import type { homeContent as HomeContent } from "#web/content/home.ts";
import type { PageText } from "#web/content/types.ts";
import { useInLang } from "#web/lib/lang.ts";
import { OrbitArt } from "./orbit-art.tsx";

/** The first screen: who we are, the call to join, and the club in numbers. */
export function HomeHero({ text, content, stats }: { text: PageText<"home">; content: typeof HomeContent; stats: ClubStat[] }) {
  const { hero, statsLabel } = content;
  const inLang = useInLang();
  return (
    <section aria-labelledby="home-heading" className="relative overflow-hidden bg-brand-950 text-white">
      <div aria-hidden="true" className="page-header-pattern absolute inset-0 opacity-30" />
      <div
        aria-hidden="true"
        className="absolute -right-32 -top-32 size-[28rem] rounded-full bg-brand-600/30 blur-3xl"
      />
      <div className="relative mx-auto max-w-6xl px-4 pb-12 pt-14 sm:px-6 sm:pt-20 lg:px-8 lg:pb-16">
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_20rem]">
          <div>
            <p className="inline-flex rounded-full bg-white/10 px-4 py-1.5 text-xs font-semibold sm:text-sm text-highlight-300 ring-1 ring-white/15">
              {hero.eyebrow}
            </p>
            <h1 id="home-heading" className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
              {text.heading}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-brand-100 sm:text-xl">{hero.lead}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={inLang(hero.primary.path)} className={buttonClasses("accent", "lg")}>
                {hero.primary.label}
                <Icon name="arrow-right" className="size-5" />
              </Link>
              <Link to={inLang(hero.secondary.path)} className={buttonClasses("outlineLight", "lg")}>
                {hero.secondary.label}
              </Link>
            </div>
          </div>
          <OrbitArt />
        </div>
        <StatGrid stats={stats} label={statsLabel} tone="dark" className="mt-12 lg:mt-16" />
      </div>
    </section>
  );
}
