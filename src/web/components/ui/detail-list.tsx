import type { LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn.ts";

export interface Detail {
  label: string;
  value: string;
  icon: LucideIcon;
}

/** Labelled facts with icons (date, time, place; lead, duration, funding). */
export function DetailList({ details, className }: { details: Detail[]; className?: string }) {
  return (
    <dl className={cn("grid gap-3", className)}>
      {details.map(({ label, value, icon: Icon }) => (
        <div key={label}>
          <dt className="flex items-center gap-2 text-xs font-bold uppercase tracking-wider text-muted">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-accent-600" />
            {label}
          </dt>
          <dd className="pl-6 font-medium text-ink [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
