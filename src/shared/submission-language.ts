import { z } from "zod";
import { langs, type Lang } from "./lang.ts";

/**
 * The language of the page a submission was sent from: an application, a registration or
 * a message sent from a Bangla page carries "bn", and what the club sends back about it is written in
 * Bangla. Left out, it is English, as every submission before there were two languages.
 */
export const submissionLanguageField = {
  lang: z.enum(langs, { error: "The page's language must be en or bn" }).default("en"),
};

/** A stored language (a column checked to be en or bn) as the type says it. */
export function asLang(value: string): Lang {
  return value === "bn" ? "bn" : "en";
}
