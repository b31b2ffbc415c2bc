// The site's two languages: English at the paths of shared/routes.ts, Bangla at the same
// paths under /bn ("/bn" for home, "/bn/about", "/bn/events/{slug}"). The language of a page is
// read from its path alone, so the server, the build's prerender and the browser agree without
// cookies. The console stays in English.

export const langs = ["en", "bn"] as const;
export type Lang = (typeof langs)[number];

/** The path prefix of Bangla pages. */
export const banglaPrefix = "/bn";

/** The BCP 47 tag for `<html lang>` and `hreflang`. */
export const htmlLang: Readonly<Record<Lang, string>> = { en: "en", bn: "bn" };

/** The language a page path is in: Bangla for "/bn" and everything beneath it. */
export function langOfPath(pathname: string): Lang {
  return pathname === banglaPrefix || pathname.startsWith(`${banglaPrefix}/`) ? "bn" : "en";
}

/** The page path without its language prefix: "/bn/about" → "/about", "/bn" → "/". */
export function pathWithoutLang(pathname: string): string {
  if (langOfPath(pathname) === "en") return pathname;
  return pathname.slice(banglaPrefix.length) || "/";
}

/**
 * A site path in `lang`: "/about" → "/bn/about", "/" → "/bn"; English paths stay as they are. Only
 * paths of the site's own pages: anything else (an API path, a file, another site) is left alone.
 * A path already in a language is first taken out of it, so the switch can call it on the current page.
 */
export function pathInLang(path: string, lang: Lang): string {
  if (!path.startsWith("/") || path.startsWith("//") || isFilePath(path)) return path;
  const [pathname = "/", rest = ""] = splitPath(path);
  const bare = pathWithoutLang(pathname);
  if (lang === "en") return bare + rest;
  return (bare === "/" ? banglaPrefix : `${banglaPrefix}${bare}`) + rest;
}

/** API, media, build and console paths are not pages: they have no language. */
function isFilePath(path: string): boolean {
  return /^\/(api|media|assets|images|organiser|fonts)(\/|$)|^\/[^/?#]+\.[a-z0-9]+([?#]|$)/i.test(path);
}

function splitPath(path: string): [string, string] {
  const cut = path.search(/[?#]/);
  return cut === -1 ? [path, ""] : [path.slice(0, cut), path.slice(cut)];
}
