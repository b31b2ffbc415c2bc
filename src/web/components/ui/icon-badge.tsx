import { Icon } from "./icon.tsx";
import type { IconName } from "./icon-set.ts";
import { cn } from "../../lib/cn.ts";

/** The rounded square that holds a card's icon. */
export function IconBadge({ icon, tone = "brand", className }: { icon: IconName; tone?: "brand" | "accent" | "highlight"; className?: string }) {
  const tones = {
    brand: "bg-brand-50 text-brand-700",
    accent: "bg-accent-50 text-accent-700",
    highlight: "bg-highlight-300/40 text-brand-900",
  } as const;
  return (
    <span className={cn("inline-flex size-12 shrink-0 items-center justify-center rounded-2xl", tones[tone], className)}>
      <Icon name={icon} className="size-6" />
    </span>
  );
}
