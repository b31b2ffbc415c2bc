import { cn } from "../../lib/cn.ts";
import { Icon } from "./icon.tsx";
import type { IconName } from "./icon-set.ts";

/**
 * Where a card has no picture: the picture's 16:9 space, filled with the page header's dot pattern
 * and an icon. Cards in a row are as tall as the tallest, so without it a card with no picture had
 * a blank gap as tall as the others' pictures.
 */
export function CoverPlaceholder({ icon, className }: { icon: IconName; className?: string }) {
  return (
    <div aria-hidden="true" className={cn("relative aspect-video w-full items-center justify-center bg-brand-900", className)}>
      <div className="page-header-pattern absolute inset-0 opacity-40" />
      <Icon name={icon} className="relative size-12 text-brand-200" />
    </div>
  );
}
