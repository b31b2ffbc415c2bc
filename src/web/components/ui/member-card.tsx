import type { MemberText } from "../../content/lists.ts";
import { cn } from "../../lib/cn.ts";
import type { ListImageLoading } from "../../lib/list-image.ts";
import { MemberPhoto } from "./member-photo.tsx";
import { SocialLinks, type SocialLinkSet } from "./social-links.tsx";

/**
 * A person's card: photo (or the default one), name, a highlighted first line (title or role) and
 * further plain lines, then icon links for whichever profiles are set. On phones the photo sits
 * beside the text, so a long list stays short; "stacked" puts a full-width photo on top from the
 * medium breakpoint, "row" keeps it beside the text everywhere (for two-column grids).
 */
export function MemberCard({
  name,
  imageUrl,
  lines,
  links,
  level = 3,
  layout = "stacked",
  imageLoading,
  text,
}: {
  name: string;
  imageUrl: string | null;
  lines: (string | null)[];
  links: SocialLinkSet;
  level?: 2 | 3;
  layout?: "stacked" | "row";
  /** How the photo loads (lazy when not given): see listImageLoading. */
  imageLoading?: ListImageLoading;
  /** The card's own words (photo text, profile links' names) in the page's language. */
  text: MemberText;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const [first, ...rest] = lines.filter((line): line is string => Boolean(line));
  const row = layout === "row";
  return (
    <article
      className={cn(
        "flex h-full flex-row overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-card-hover)]",
        !row && "md:flex-col",
      )}
    >
      <div className={cn("w-28 shrink-0 py-5 pl-5", row ? "sm:w-40" : "md:w-full md:p-0")}>
        <MemberPhoto src={imageUrl} alt={text.photoOf(name)} imageLoading={imageLoading} className={cn("rounded-xl", !row && "md:rounded-none")} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
        <div>
          <Heading className="text-lg font-bold text-brand-900 [overflow-wrap:anywhere]">{name}</Heading>
          {first && <p className="text-sm font-medium text-accent-700 [overflow-wrap:anywhere]">{first}</p>}
          {rest.map((line) => (
            <p key={line} className="text-sm text-muted [overflow-wrap:anywhere]">
              {line}
            </p>
          ))}
        </div>
        <SocialLinks name={name} links={links} text={text} />
      </div>
    </article>
  );
}
