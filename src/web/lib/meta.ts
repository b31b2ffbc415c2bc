import type { MetaDescriptor } from "react-router";
import { siteNames } from "../../shared/site-names.ts";
import { htmlLang, langs, pathInLang, type Lang } from "../../shared/lang.ts";
import { paths } from "../../shared/routes.ts";
import type { PageText } from "../content/types.ts";

/**
 * The <title>, description and link-preview tags of one page in `lang`, with its twin in the other
 * language as an `hreflang` alternate, with the club's `names` in that language (a Bangla
 * route hands `siteNamesBn`, so English pages do not carry them). Canonical and preview addresses
 * start with SITE_URL as the build read it (vite.config.ts puts it in `import.meta.env.SITE_URL`).
 */
export function pageMeta(text: PageText, lang: Lang = "en", names: typeof siteNames = siteNames): MetaDescriptor[] {
  const key = text.page;
  const siteUrl = import.meta.env.SITE_URL;
  // Home's title is the club's name; a Bangla home page's text carries the name in Bangla.
  const title = key === "home" ? (lang === "en" ? names.clubName : text.title) : `${text.title} | ${names.shortName}`;
  const urlIn = (language: Lang) => (key === "notFound" ? undefined : new URL(pathInLang(paths[key], language), siteUrl).toString());
  const url = urlIn(lang);
  const image = new URL("/images/og-image.png", siteUrl).toString();
  return [
    { title },
    { name: "description", content: text.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: names.clubName },
    { property: "og:title", content: title },
    { property: "og:description", content: text.description },
    { property: "og:image", content: image },
    { property: "og:locale", content: lang === "bn" ? "bn_BD" : "en_GB" },
    ...(url ? [{ property: "og:url", content: url }, { tagName: "link", rel: "canonical", href: url }] : []),
    ...(url ? alternates(urlIn) : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: text.description },
    { name: "twitter:image", content: image },
    ...(key === "notFound" ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** The page in each language, and English for any other (`x-default`). */
function alternates(urlIn: (lang: Lang) => string | undefined): MetaDescriptor[] {
  return [
    ...langs.map((language) => ({ tagName: "link", rel: "alternate", hrefLang: htmlLang[language], href: urlIn(language)! })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urlIn("en")! },
  ];
}
