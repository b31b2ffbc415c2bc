/**
 * The languages the site is written in, and the choice a page makes between an editor's English
 * text and its optional Bangla twin (docs/decisions/129). Kept free of imports: public pages use it.
 */
export type SiteLanguage = "en" | "bn";

/** The text to show in `lang`: the Bangla twin on a Bangla page when the editor wrote one, else the English. */
export function inLanguage<T extends string | null>(en: T, bn: string | null | undefined, lang: SiteLanguage): T | string {
  return lang === "bn" && bn != null && bn.trim() !== "" ? bn : en;
}
