import { Link } from "react-router";
import { Icon } from "#web/components/ui/icon.tsx";
import { IconBadge } from "#web/components/ui/icon-badge.tsx";
import { SectionHeading } from "#web/components/ui/section-heading.tsx";
import type { homeContent as HomeContent } from "#web/content/home.ts";
import { useInLang } from "#web/lib/lang.ts";

/** Short ways into the rest of the site: events, projects, publications, the team. */
export function ExploreSection({ text }: { text: (typeof HomeContent)["explore"] }) {
  const { heading, intro, highlights } = text;
  const inLang = useInLang();
  return (
    <section aria-labelledby="explore-heading" className="border-y border-line bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="explore-heading" title={heading} intro={intro} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {highlights.map((item) => (
            <li key={item.path} className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-canvas p-6">
              <div className="flex items-center gap-3">
                <IconBadge icon={item.icon} tone="accent" />
                <h3 className="text-lg font-bold text-brand-900">{item.title}</h3>
              </div>
              <p className="flex-1 text-sm text-muted">{item.text}</p>
              <Link to={inLang(item.path)} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
                {item.linkLabel}
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
