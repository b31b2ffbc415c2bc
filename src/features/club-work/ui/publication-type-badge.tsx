import { publicationTypeTone, type PublicationTypeTone } from "../publication-type.ts";
import { cn } from "#web/lib/cn.ts";

const toneClasses: Record<PublicationTypeTone, string> = {
  blue: "bg-blue-100 text-blue-800",
  green: "bg-green-100 text-green-800",
  purple: "bg-purple-100 text-purple-800",
  grey: "bg-gray-100 text-gray-800",
};

/** `label` is the type in the page's language (the lists' publicationType); the colour follows `type`. */
export function PublicationTypeBadge({ type, label }: { type: string; label: string }) {
  const tone = publicationTypeTone(type);
  return (
    <span data-tone={tone} className={cn("inline-block max-w-full rounded-full px-3 py-1 text-xs font-bold [overflow-wrap:anywhere]", toneClasses[tone])}>
      {label}
    </span>
  );
}
