import type { CoreValue } from "#web/content/vision.ts";

/** The club's values: a name and what it means for us. */
export function CoreValues({ values, labelledBy, number }: { values: CoreValue[]; labelledBy: string; number: (n: number) => string }) {
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {values.map((value, index) => (
        <li key={value.name} className="rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-card)]">
          <p className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-8 items-center justify-center rounded-full bg-highlight-300/50 text-sm font-extrabold text-brand-900"
            >
              {number(index + 1)}
            </span>
            <span className="text-lg font-bold text-brand-900">{value.name}</span>
          </p>
          <p className="mt-2 text-muted">{value.text}</p>
        </li>
      ))}
    </ul>
  );
}
