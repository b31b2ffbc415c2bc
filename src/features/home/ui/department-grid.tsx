import { Icon } from "#web/components/ui/icon.tsx";
import type { DepartmentCode } from "#shared/departments.ts";
import { SectionHeading } from "#web/components/ui/section-heading.tsx";
import type { departmentTexts as DepartmentTexts } from "#web/content/departments.ts";
import type { homeContent as HomeContent } from "#web/content/home.ts";

/** The club's ten departments, each with its icon and one line on what it does, in the page's language. */
export function DepartmentGrid({
  text,
  departmentTexts,
  names,
  number,
}: {
  text: (typeof HomeContent)["departments"];
  departmentTexts: typeof DepartmentTexts;
  /** Each department's name in the page's language. */
  names: Readonly<Record<DepartmentCode, string>>;
  /** "01", "02"… in the page's digits. */
  number: (n: number) => string;
}) {
  const { heading, intro } = text;
  return (
    <section aria-labelledby="departments-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading id="departments-heading" title={heading} intro={intro} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {/* In the club's order, which the texts keep (shared/departments.ts); not its list, which holds the English names. */}
        {(Object.keys(departmentTexts) as DepartmentCode[]).map((code, index) => {
          const { summary, icon } = departmentTexts[code];
          return (
            <li
              key={code}
              className="group flex gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-card-hover)] xl:flex-col"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-700 group-hover:text-white">
                <Icon name={icon} className="size-6" />
              </span>
              <div>
                <p className="text-xs font-bold tracking-widest text-accent-700" aria-hidden="true">
                  {number(index + 1)}
                </p>
                <h3 className="font-bold leading-snug text-brand-900">{names[code]}</h3>
                <p className="mt-1 text-sm text-muted">{summary}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
