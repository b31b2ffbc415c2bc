import { pathInLang, type Lang } from "../../shared/lang.ts";

// A visitor's e-mail is in the language of the page the submission came from (the row's `lang`),
// with links to the pages in that language; organisers' notices are in English, as the console is.

/** An address on this site in `lang`: a Bangla e-mail links to the Bangla pages. */
export function urlInLang(siteUrl: string, url: string, lang: Lang): string {
  return lang === "en" || !url.startsWith(`${siteUrl}/`) ? url : `${siteUrl}${pathInLang(url.slice(siteUrl.length), lang)}`;
}
