import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { counted } from "#shared/counted.ts";
import { cn } from "#web/lib/cn.ts";

/** A count's figure and its noun, in the one plural form counted() gives: "1 unread message", "12 unread messages". */
export function countParts(n: number, one: string, many?: string): { figure: string; noun: string } {
  const text = counted(n, one, many);
  const space = text.indexOf(" ");
  return { figure: text.slice(0, space), noun: text.slice(space + 1) };
}

/**
 * One thing to do on the Overview: a big number, what it counts and a line on where the link
 * leads; the whole card is the link. A zero is quieter, but still leads to its list.
 */
export function CountCard({
  n,
  one,
  many,
  hint,
  to,
  icon: Icon,
}: {
  n: number;
  one: string;
  many?: string;
  hint: string;
  to: string;
  icon: LucideIcon;
}) {
  const { figure, noun } = countParts(n, one, many);
  return (
    <Link
      to={to}
      className={cn(
        "group flex h-full items-start gap-4 rounded-card border bg-surface p-5 shadow-card hover:shadow-card-hover",
        n > 0 ? "border-brand-200" : "border-line",
      )}
    >
      <Icon aria-hidden="true" className={cn("mt-1 size-6 shrink-0", n > 0 ? "text-brand-700" : "text-muted")} />
      <span className="grid gap-1">
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span className={cn("text-4xl font-extrabold tabular-nums", n > 0 ? "text-brand-700" : "text-muted")}>{figure}</span>
          <span className="font-semibold text-brand-900 group-hover:underline">{noun}</span>
        </span>
        <span className="text-sm text-muted">{hint}</span>
      </span>
    </Link>
  );
}
