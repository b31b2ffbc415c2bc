import { safePictureSrc } from "#shared/safe-url.ts";
import { cn } from "../../lib/cn.ts";
import { lazyListImage, type ListImageLoading } from "../../lib/list-image.ts";

export const defaultMemberPhoto = "/images/default-avatar.webp";

/**
 * A member's square portrait, or the default one (also for an address that is not a picture this
 * site stored: shared/safe-url.ts). Lazy unless told otherwise, with its size set so nothing jumps.
 */
export function MemberPhoto({
  src,
  alt,
  className,
  imageLoading = lazyListImage,
}: {
  src: string | null;
  /** The photo's text alternative ("Photo of Nadia Rahman"), used when the photo is the person's own. */
  alt: string;
  className?: string;
  imageLoading?: ListImageLoading;
}) {
  const picture = safePictureSrc(src);
  return (
    <img
      src={picture ?? defaultMemberPhoto}
      alt={picture ? alt : ""}
      width={400}
      height={400}
      {...imageLoading}
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
