import { iconSymbolId } from "#shared/page-shell.ts";
import type { IconName } from "./icon-set.ts";

export type { IconName };

/**
 * One of the site's icons (icon-set.ts), drawn from the icon sprite that every page carries first
 * in its <body> (scripts/write-icon-sprite.ts builds it, src/web/lib/document-parts.tsx puts
 * it in the page): the same <svg> lucide-react renders (24-unit box, 2-unit round
 * strokes in the text colour), hidden from assistive technology because every icon sits beside a
 * text or inside a labelled control. Size it with a class (size-4); `strokeWidth` thickens the
 * lines, as lucide-react's prop of that name does.
 */
export function Icon({ name, className, strokeWidth = 2 }: { name: IconName; className?: string; strokeWidth?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
