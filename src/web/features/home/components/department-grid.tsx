import { Icon } from "../../../components/ui/icon.tsx";
import { departments } from "../../../../shared/departments.ts";
import { SectionHeading } from "../../../components/ui/section-heading.tsx";
import { departmentTexts } from "../../../content/departments.ts";
import { homeContent } from "../../../content/home.ts";

/** The club's ten departments, each with its icon and one line on what it does. */
export function DepartmentGrid() {
  const { heading, intro } = homeContent.departments;
  return (
    <section aria-labelledby="departments-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading id="departments-heading" title={heading} intro={intro} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {departments.map((department, index) => {
          const { summary, icon } = departmentTexts[department.code];
          return (
            <li
              key={department.code}
              className="group flex gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-card-hover)] xl:flex-col"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-700 group-hover:text-white">
                <Icon name={icon} className="size-6" />
              </span>
              <div>
                <p className="text-xs font-bold tracking-widest text-accent-700" aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </p>
                <h3 className="font-bold leading-snug text-brand-900">{department.name}</h3>
                <p className="mt-1 text-sm text-muted">{summary}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
