// Dates and times as every English page writes them (the Bangla ones are in club-time-bn.ts, so
// neither language's pages load the other's; dateTimeIn and spanIn, in either, in club-time-in.ts): the spec's own times, the office
// hours, read "9:00 AM to 5:00 PM", so the site uses the 12-hour clock with AM and PM throughout, in
// Dhaka time. Written out by hand rather than through Intl: the same text on the server and in every
// browser (Intl's "PM" comes with a narrow no-break space in some versions and not in others).
import { banglaDigits } from "./bangla-digits.ts";
import { banglaNumber, groupedNumber } from "./number-text.ts";

/** The club's fixed offset from UTC: Asia/Dhaka has no daylight saving time. */
const dhakaOffsetMs = 6 * 60 * 60 * 1000;
const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "9:00 AM", "12:30 PM", "12:00 AM" (midnight): a time of day, given as "HH:MM" on the 24-hour clock. */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

/** "9:00 AM to 5:00 PM". */
export function timeRange(from: string, to: string): string {
  return `${clockTime(from)} to ${clockTime(to)}`;
}

/** An instant in Dhaka as "Sunday, 13 December 2026" and "8:00 PM". */
export function dhakaDayAndTime(instant: Date | string): [string, string] {
  const local = new Date(new Date(instant).getTime() + dhakaOffsetMs).toISOString();
  const date = new Date(`${local.slice(0, 10)}T00:00:00Z`);
  return [`${weekdays[date.getUTCDay()]}, ${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`, clockTime(local.slice(11, 16))];
}

/** An instant in Dhaka: "Sunday, 13 December 2026, 8:00 PM". */
export function dhakaDateTime(instant: Date | string): string {
  return dhakaDayAndTime(instant).join(", ");
}

/**
 * From a start to an optional end, in Dhaka: "Sunday, 13 December 2026, 8:00 PM to 10:00 PM" on one
 * day, both dates in full over several.
 */
export function dhakaSpan(start: Date | string, end: Date | string | null): string {
  if (end === null) return dhakaDateTime(start);
  const [startDay, startTime] = dhakaDayAndTime(start);
  const [endDay, endTime] = dhakaDayAndTime(end);
  return `${startDay}, ${startTime} to ${endDay === startDay ? endTime : `${endDay}, ${endTime}`}`;
}

/** A number as the page's language writes it: "1,250" or "১,২৫০" (number-text.ts's banglaNumber). */
export function formatNumber(n: number, lang: "en" | "bn" = "en"): string {
  return lang === "bn" ? banglaNumber(n) : groupedNumber(n);
}

export { banglaDigits };
