import { cn } from "../../lib/cn.ts";

export const defaultMemberPhoto = "/images/default-avatar.svg";

/** A member's square portrait, or the default one. Lazy, with its size set so nothing jumps. */
export function MemberPhoto({ src, name, className }: { src: string | null; name: string; className?: string }) {
  return (
    <img
      src={src || defaultMemberPhoto}
      alt={src ? `Photo of ${name}` : ""}
      width={400}
      height={400}
      loading="lazy"
      decoding="async"
      onError={(event) => {
        // A broken link shows the default portrait rather than the browser's broken-image icon.
        const img = event.currentTarget;
        if (!img.src.endsWith(defaultMemberPhoto)) {
          img.alt = "";
          img.src = defaultMemberPhoto;
        }
      }}
      className={cn("aspect-square w-full object-cover", className)}
    />
  );
}
