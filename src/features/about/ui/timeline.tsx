import type { TimelineEntry } from "#web/content/history.ts";

/** The club's milestones in order, on a vertical line. */
export function Timeline({ entries, labelledBy }: { entries: TimelineEntry[]; labelledBy: string }) {
  return (
    <ol aria-labelledby={labelledBy} className="relative ml-3 border-l-2 border-brand-200 sm:ml-4">
      {entries.map((entry) => (
        <li key={entry.title} className="relative pb-10 pl-8 last:pb-0 sm:pl-10">
          <span
            aria-hidden="true"
            className="absolute -left-[0.6875rem] top-1 size-5 rounded-full border-4 border-canvas bg-accent-600"
          />
          <p className="text-sm font-bold uppercase tracking-wider text-accent-700">{entry.when}</p>
          <h3 className="mt-1 text-xl font-bold text-brand-900">{entry.title}</h3>
          <p className="mt-2 max-w-2xl text-muted">{entry.text}</p>
        </li>
      ))}
    </ol>
  );
}
