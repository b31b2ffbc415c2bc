import { inLanguage } from "../../src/shared/in-language.ts";
import type { Lang } from "../../src/shared/lang.ts";

/** Text as React writes it into HTML. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/** What a row of any list is known by on a page in `lang`: its Bangla title where the editor wrote one; names as entered. */
export const rowName = (row: Record<string, unknown>, lang: Lang) => {
  if (typeof row.title === "string") return inLanguage(row.title, row.titleBn as string | null | undefined, lang);
  return [row.name, row.fullName].find((value) => typeof value === "string") as string | undefined;
};
