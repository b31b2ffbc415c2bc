import { Icon } from "./icon.tsx";
import type { IconName } from "./icon-set.ts";
import { cn } from "../../lib/cn.ts";

export interface Detail {
  label: string;
  value: string;
  icon: IconName;
}

/** Labelled facts with icons (date, time, place; lead, duration, funding). */
export function DetailList({ details, className }: { details: Detail[]; className?: string }) {
  return (
    <dl className={cn("grid gap-3", className)}>
      {details.map(({ label, value, icon }) => (
        <div key={label}>
          <dt className="flex items-center gap-2 text-xs font-bold uppercase tracking-wider text-muted">
            <Icon name={icon} className="size-4 shrink-0 text-accent-600" />
            {label}
          </dt>
          <dd className="pl-6 font-medium text-ink [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
