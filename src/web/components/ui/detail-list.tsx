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
        <div key={label} className="flex gap-3">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
          <div className="min-w-0">
            <dt className="text-xs font-bold uppercase tracking-wider text-muted">{label}</dt>
            <dd className="font-medium text-ink [overflow-wrap:anywhere]">{value}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
