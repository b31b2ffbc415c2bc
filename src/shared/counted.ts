import { groupedNumber } from "./number-text.ts";

/**
 * A count with its noun, in the one plural form the site and the console use: "1 registration",
 * "0 registrations", "1,250 views". `many` is for nouns whose plural is not the singular plus "s".
 */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${groupedNumber(n)} ${n === 1 ? one : many}`;
}
