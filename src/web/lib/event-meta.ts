import type { MetaDescriptor } from "react-router";
import { siteConfig } from "../../shared/site-config.ts";

// Its own module, imported by the event page's route alone: in meta.ts, which every page imports, it
// would be in every page's first-visit JavaScript.

/** How much of an event's description its page's description tag carries. */
const eventDescriptionLength = 155;

/**
 * An event page's <title>, description, canonical link and link-preview tags (decision 126): its
 * picture is the one the loader named (the cover or the server's card), with its size.
 */
export function eventPageMeta(
  event: { title: string; description: string | null; path: string },
  image: { url: string; width: number; height: number; type: string } | undefined,
): MetaDescriptor[] {
  const siteUrl = import.meta.env.SITE_URL;
  const title = `${event.title} | ${siteConfig.shortName}`;
  const text = (event.description ?? "").replace(/\s+/g, " ").trim();
  const description = text.length > eventDescriptionLength ? `${text.slice(0, eventDescriptionLength - 1).trimEnd()}…` : text || event.title;
  const url = new URL(event.path, siteUrl).toString();
  const imageUrl = new URL(image?.url ?? "/images/og-image.png", siteUrl).toString();
  const imageSize = image
    ? [
        { property: "og:image:width", content: String(image.width) },
        { property: "og:image:height", content: String(image.height) },
        { property: "og:image:type", content: image.type },
      ]
    : [];
  return [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.clubName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: imageUrl },
    ...imageSize,
    { property: "og:url", content: url },
    { tagName: "link", rel: "canonical", href: url },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
}
