import { banglaDigits } from "./bangla-digits.ts";

// club-time.ts's dates and times in Bangla (its counts: number-text.ts's banglaNumber), in a module of their own so English pages do
// not carry them, nor Bangla pages the English ones. Written by hand, as the English ones are: the
// same text on the server and in every browser, and no Intl call on a page's first visit (decision
// 152). The month and weekday names are those of Intl's bn-BD (club-time.test.ts compares them).
//
// Times of day are written as Bangla speakers say them: the part of the day first, then the
// time on the 12-hour clock in Bangla digits ("সকাল ১০:০০", "রাত ৮:০০"), with the parts' boundaries of
// everyday Bangla (docs/glossary-bn.md). Intl's own Bangla day periods put the
// part after the time and differ between versions ("রাত্রি", "অপরাহ্ন").

/** club-time.ts's dhakaOffsetMs, kept here too: importing it would load the English module's chunk on Bangla pages. */
const dhakaOffsetMs = 6 * 60 * 60 * 1000;

/** The weekdays' names without their common ending, "বার" ("day"): রবি is রবিবার. */
const weekdays = "রবি সোম মঙ্গল বুধ বৃহস্পতি শুক্র শনি".split(" ");
const months = "জানুয়ারি ফেব্রুয়ারি মার্চ এপ্রিল মে জুন জুলাই আগস্ট সেপ্টেম্বর অক্টোবর নভেম্বর ডিসেম্বর".split(" ");

/** An instant's day in Dhaka, in Bangla: "রবিবার, ১৩ ডিসেম্বর, ২০২৬". */
export function banglaDay(instant: Date | string): string {
  const day = new Date(new Date(instant).getTime() + dhakaOffsetMs);
  return `${weekdays[day.getUTCDay()]}বার, ${banglaDigits(String(day.getUTCDate()))} ${months[day.getUTCMonth()]}, ${banglaDigits(String(day.getUTCFullYear()))}`;
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
  return `${banglaDay(instant)}, ${banglaTimeOf(instant)}`;
}

/** From a start to an optional end, in Dhaka, in Bangla, as `dhakaSpan` writes it in English. */
export function banglaSpan(start: Date | string, end: Date | string | null): string {
  if (end === null) return banglaDateTime(start);
  const [startDay, endDay] = [banglaDay(start), banglaDay(end)];
  const [startTime, endTime] = [banglaTimeOf(start), banglaTimeOf(end)];
  return `${startDay}, ${startTime} থেকে ${endDay === startDay ? endTime : `${endDay}, ${endTime}`}`;
}

/** event-days.ts's `dhakaDays` in Bangla: the day, or the first and last days, of an event. */
export function banglaDays(start: Date | string, end: Date | string | null): string {
  const first = banglaDay(start);
  const last = end === null ? first : banglaDay(end);
  return last === first ? first : `${first} থেকে ${last}`;
}

/** event-days.ts's `dhakaHours` in Bangla: its start, or start and end, time of day. */
export function banglaHours(start: Date | string, end: Date | string | null): string {
  const from = banglaTimeOf(start);
  return end === null ? from : `${from} থেকে ${banglaTimeOf(end)}`;
}
