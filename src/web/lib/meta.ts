import type { MetaDescriptor } from "react-router";
import { siteConfig } from "../../shared/site-config.ts";
import { paths } from "../../shared/routes.ts";
import type { PageText } from "../content/types.ts";

/**
 * The <title>, description and link-preview tags of one page. Canonical and preview addresses start
 * with SITE_URL as the build read it (vite.config.ts puts it in `import.meta.env.SITE_URL`).
 */
export function pageMeta(text: PageText): MetaDescriptor[] {
  const key = text.page;
  const siteUrl = import.meta.env.SITE_URL;
  const title = key === "home" ? siteConfig.clubName : `${text.title} | ${siteConfig.shortName}`;
  const url = key === "notFound" ? undefined : new URL(paths[key], siteUrl).toString();
  const image = new URL("/images/og-image.png", siteUrl).toString();
  return [
    { title },
    { name: "description", content: text.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.clubName },
    { property: "og:title", content: title },
    { property: "og:description", content: text.description },
    { property: "og:image", content: image },
    ...(url ? [{ property: "og:url", content: url }, { tagName: "link", rel: "canonical", href: url }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: text.description },
    { name: "twitter:image", content: image },
    ...(key === "notFound" ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
