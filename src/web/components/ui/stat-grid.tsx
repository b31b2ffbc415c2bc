import { cn } from "../../lib/cn.ts";

/**
 * A row of big figures with their labels; `tone` picks light text for dark bands. The figure comes
 * first in the box (the label is read first: column-reverse), at its top, so the figures of a row stand
 * on one baseline however many lines each label takes (Bangla labels wrap more).
 */
export function StatGrid({
  stats,
  label,
  tone = "light",
  className,
}: {
  stats: { value: string; label: string }[];
  label: string;
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <dl aria-label={label} className={cn("grid grid-cols-2 gap-4 lg:grid-cols-4", className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col-reverse justify-end rounded-[var(--radius-card)] p-5 text-center",
            tone === "dark" ? "bg-white/10 ring-1 ring-white/15" : "border border-line bg-white shadow-[var(--shadow-card)]",
          )}
        >
          <dt className={cn("mt-1 text-sm font-medium", tone === "dark" ? "text-brand-100" : "text-muted")}>{stat.label}</dt>
          <dd className={cn("text-4xl font-extrabold", tone === "dark" ? "text-highlight-300" : "text-brand-700")}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
