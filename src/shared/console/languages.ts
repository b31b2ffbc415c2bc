import type { Lang } from "../lang.ts";

/** The language a visitor wrote from, as the console, in English, names it: on a record and in an export. */
export const languageNames: Record<Lang, string> = { en: "English", bn: "Bangla" };
