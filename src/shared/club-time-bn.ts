import { banglaDigits } from "./bangla-digits.ts";

// club-time.ts's dates, times and counts in Bangla, in a module of their own so English pages do
// not carry them, nor Bangla pages the English ones. Dates and counts through Intl with bn-BD, so
// Bangla digits and month names come from the platform's own data, in Dhaka time. Server and browser may carry different versions of
// that data: an element showing one of these in the browser keeps the server's text
// (`suppressHydrationWarning`) rather than re-rendering the page over one spelling.
//
// Times of day are written by hand, as Bangla speakers say them: the part of the day first, then the
// time on the 12-hour clock in Bangla digits ("সকাল ১০:০০", "রাত ৮:০০"), with the parts' boundaries of
// everyday Bangla (docs/glossary-bn.md). Intl's own Bangla day periods put the
// part after the time and differ between versions ("রাত্রি", "অপরাহ্ন").

/** club-time.ts's dhakaOffsetMs, kept here too: importing it would load the English module's chunk on Bangla pages. */
const dhakaOffsetMs = 6 * 60 * 60 * 1000;

export const banglaDay = new Intl.DateTimeFormat("bn-BD", { timeZone: "Asia/Dhaka", weekday: "long", day: "numeric", month: "long", year: "numeric" });
const banglaNumber = new Intl.NumberFormat("bn-BD");

/** A number in Bangla: "১,২৫০" (club-time.ts's formatNumber(n, "bn")). */
export function banglaNumberText(n: number): string {
  return banglaNumber.format(n);
}

/**
 * The parts of the day as Bangla speakers name them, each from its first hour (24-hour clock) to the
 * next part's: ভোর from 4, সকাল from 6, দুপুর from 12, বিকাল from 15, সন্ধ্যা from 18, রাত from 20 (to
 * 4 the next morning).
 */
export const banglaDayParts: readonly { from: number; name: string }[] = [
  { from: 4, name: "ভোর" },
  { from: 6, name: "সকাল" },
  { from: 12, name: "দুপুর" },
  { from: 15, name: "বিকাল" },
  { from: 18, name: "সন্ধ্যা" },
  { from: 20, name: "রাত" },
];

/** The part of the day an hour (0-23) falls in: "সকাল" for 10, "রাত" for 2. */
export function banglaDayPart(hour: number): string {
  return [...banglaDayParts].reverse().find((part) => hour >= part.from)?.name ?? "রাত";
}

/** "সকাল ৯:০০", "দুপুর ১২:৩০", "রাত ১২:০০" (midnight): a time of day given as "HH:MM" on the 24-hour clock, in Bangla. */
export function banglaClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return `${banglaDayPart(hours)} ${banglaDigits(`${hours % 12 || 12}:${String(minutes).padStart(2, "0")}`)}`;
}

/** "সকাল ৯:০০ থেকে বিকাল ৫:০০". */
export function banglaTimeRange(from: string, to: string): string {
  return `${banglaClockTime(from)} থেকে ${banglaClockTime(to)}`;
}

/** An instant's time of day in Dhaka, in Bangla: "রাত ৮:০০". */
export function banglaTimeOf(instant: Date | string): string {
  return banglaClockTime(new Date(new Date(instant).getTime() + dhakaOffsetMs).toISOString().slice(11, 16));
}

/** An instant in Dhaka, in Bangla: "রবিবার, ১৩ ডিসেম্বর, ২০২৬, রাত ৮:০০". */
export function banglaDateTime(instant: Date | string): string {
  return `${banglaDay.format(new Date(instant))}, ${banglaTimeOf(instant)}`;
}

/** From a start to an optional end, in Dhaka, in Bangla, as `dhakaSpan` writes it in English. */
export function banglaSpan(start: Date | string, end: Date | string | null): string {
  if (end === null) return banglaDateTime(start);
  const [startDay, endDay] = [banglaDay.format(new Date(start)), banglaDay.format(new Date(end))];
  const [startTime, endTime] = [banglaTimeOf(start), banglaTimeOf(end)];
  return `${startDay}, ${startTime} থেকে ${endDay === startDay ? endTime : `${endDay}, ${endTime}`}`;
}
