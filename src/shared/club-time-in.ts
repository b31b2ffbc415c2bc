import { dhakaDateTime, dhakaSpan } from "./club-time.ts";
import { banglaDateTime, banglaSpan } from "./club-time-bn.ts";

// Dates in a language given at run time (the Bangla mails), from club-time.ts and club-time-bn.ts. Not
// for the site's pages: each page takes its language's own from its words, and loads only that module.

/** An instant in Dhaka in the page's language. */
export function dateTimeIn(lang: "en" | "bn", instant: Date | string): string {
  return lang === "bn" ? banglaDateTime(instant) : dhakaDateTime(instant);
}

/** A span in Dhaka in the page's language. */
export function spanIn(lang: "en" | "bn", start: Date | string, end: Date | string | null): string {
  return lang === "bn" ? banglaSpan(start, end) : dhakaSpan(start, end);
}

