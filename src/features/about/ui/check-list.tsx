import { Icon } from "#web/components/ui/icon.tsx";

/** A list of short statements, each with a tick: how the club has grown. */
export function CheckList({ items, labelledBy }: { items: string[]; labelledBy: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-3 md:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 rounded-2xl border border-line bg-white p-4 shadow-[var(--shadow-card)]">
          <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-accent-600" />
          <span className="text-ink">{item}</span>
        </li>
      ))}
    </ul>
  );
}
