import { Icon } from "#web/components/ui/icon.tsx";
import { cn } from "#web/lib/cn.ts";

const medalTones = [
  "bg-amber-100 text-amber-700", // gold
  "bg-slate-200 text-slate-600", // silver
  "bg-orange-100 text-orange-800", // bronze
] as const;

/** The medal of the top three rows; `label` is its text alternative ("Gold medal, first place"). */
export function Medal({ place, label }: { place: 0 | 1 | 2; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      data-medal={["gold", "silver", "bronze"][place]}
      className={cn("inline-flex size-7 shrink-0 items-center justify-center rounded-full", medalTones[place])}
    >
      <Icon name="medal" className="size-4" />
    </span>
  );
}
