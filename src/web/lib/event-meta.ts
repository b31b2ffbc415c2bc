import type { MetaDescriptor } from "react-router";
import { siteNames } from "../../shared/site-names.ts";
import { siteNamesBn } from "../../shared/site-names-bn.ts";
import { htmlLang, langs, pathInLang, pathWithoutLang, type Lang } from "../../shared/lang.ts";
import { inLanguage } from "../../shared/in-language.ts";

// Its own module, imported by the event page's loader alone (server only): the route's `meta` returns
// what the loader made, so none of this is in the page's JavaScript.

/** How much of an event's description its page's description tag carries. */
const eventDescriptionLength = 155;

/**
 * An event page's <title>, description, canonical link and link-preview tags: its
 * picture is the one the loader named (the cover or the server's card), with its size.
 */
export function eventPageMeta(
  event: { title: string; titleBn?: string | null; description: string | null; descriptionBn?: string | null; path: string },
  image: { url: string; width: number; height: number; type: string } | undefined,
  lang: Lang = "en",
): MetaDescriptor[] {
  const siteUrl = import.meta.env.SITE_URL;
  // A Bangla page's title and description: the editor's Bangla where written.
  const eventTitle = inLanguage(event.title, event.titleBn, lang);
  const names = lang === "bn" ? siteNamesBn : siteNames;
  const title = `${eventTitle} | ${names.shortName}`;
  const text = (inLanguage(event.description, event.descriptionBn, lang) ?? "").replace(/\s+/g, " ").trim();
  const description = text.length > eventDescriptionLength ? `${text.slice(0, eventDescriptionLength - 1).trimEnd()}…` : text || eventTitle;
  const url = new URL(event.path, siteUrl).toString();
  const urlIn = (language: Lang) => new URL(pathInLang(pathWithoutLang(event.path), language), siteUrl).toString();
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
    { property: "og:site_name", content: names.clubName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: imageUrl },
    ...imageSize,
    { property: "og:url", content: url },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:locale", content: lang === "bn" ? "bn_BD" : "en_GB" },
    ...langs.map((language) => ({ tagName: "link", rel: "alternate", hrefLang: htmlLang[language], href: urlIn(language) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urlIn("en") },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
}
