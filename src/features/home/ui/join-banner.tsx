import { Link } from "react-router";
import { Icon } from "#web/components/ui/icon.tsx";
import { buttonClasses } from "#web/components/ui/button.tsx";
import type { homeContent as HomeContent } from "#web/content/home.ts";
import { useInLang } from "#web/lib/lang.ts";

/** The closing call to join, repeated at the end of the page for those who read it all. */
export function JoinBanner({ content }: { content: (typeof HomeContent)["callToAction"] }) {
  const { heading, text, action } = content;
  const inLang = useInLang();
  return (
    <section aria-labelledby="join-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="relative overflow-hidden rounded-[var(--radius-card)] bg-gradient-to-br from-brand-700 to-brand-950 px-6 py-10 text-white shadow-[var(--shadow-card-hover)] sm:px-12 sm:py-14">
        <div aria-hidden="true" className="page-header-pattern absolute inset-0 opacity-30" />
        <div className="relative flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="join-heading" className="text-2xl font-extrabold sm:text-3xl">
              {heading}
            </h2>
            <p className="mt-3 text-brand-100">{text}</p>
          </div>
          <Link to={inLang(action.path)} className={`${buttonClasses("accent", "lg")} shrink-0 self-start lg:self-auto`}>
            {action.label}
            <Icon name="arrow-right" className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
