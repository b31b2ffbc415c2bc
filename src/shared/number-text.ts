// Whole numbers (counts, fees, years) as the pages write them, by hand rather than through Intl: a
// page's first Intl call loads the browser's locale data, 40-150 ms of main thread before any phone
// slowdown (decision 152). The same text as Intl's "en", "en-IN" and "bn-BD" for every whole number
// (src/shared/number-text.test.ts compares them).
import { banglaDigits } from "./bangla-digits.ts";

/** The last three digits, then groups of `size` digits: 3 for "1,234,567", 2 for "12,34,567". */
function grouped(n: number, size: number): string {
  let rest = String(Math.round(Math.abs(n)));
  let text = rest.slice(-3);
  for (rest = rest.slice(0, -3); rest; rest = rest.slice(0, -size)) text = `${rest.slice(-size)},${text}`;
  return n < 0 ? `-${text}` : text;
}

/** "1,234,567", as `n.toLocaleString("en")` writes it. */
export const groupedNumber = (n: number): string => grouped(n, 3);

/** "12,34,567", as `n.toLocaleString("en-IN")` writes it: the South Asian grouping. */
export const indianGroupedNumber = (n: number): string => grouped(n, 2);

/** "১২,৩৪,৫৬৭", as Intl's bn-BD writes it. */
export const banglaNumber = (n: number): string => banglaDigits(grouped(n, 2));
