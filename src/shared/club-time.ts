// Dates and times as every public page writes them (issue 21): the spec's own times, the office
// hours, read "9:00 AM to 5:00 PM", so the site uses the 12-hour clock with AM and PM throughout, in
// Dhaka time. Written out by hand rather than through Intl: the same text on the server and in every
// browser (Intl's "PM" comes with a narrow no-break space in some versions and not in others).

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

// Bangla (issue 32): dates, times and counts through Intl with bn-BD, so Bangla digits and month
// names come from the platform's own data, in Dhaka time. Server and browser may carry different
// versions of that data: an element showing one of these in the browser keeps the server's text
// (`suppressHydrationWarning`) rather than re-rendering the page over one spelling.

export const banglaDay = new Intl.DateTimeFormat("bn-BD", { timeZone: "Asia/Dhaka", weekday: "long", day: "numeric", month: "long", year: "numeric" });
export const banglaTime = new Intl.DateTimeFormat("bn-BD", { timeZone: "Asia/Dhaka", hour: "numeric", minute: "2-digit", dayPeriod: "short" });
const banglaNumber = new Intl.NumberFormat("bn-BD");

/** A number as the page's language writes it: "1,250" or "১,২৫০". */
export function formatNumber(n: number, lang: "en" | "bn" = "en"): string {
  return lang === "bn" ? banglaNumber.format(n) : n.toLocaleString("en");
}

/** "৯:০০ সকাল": a time of day given as "HH:MM" on the 24-hour clock, in Bangla. */
export function banglaClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return banglaTime.format(new Date(Date.UTC(2000, 0, 1, hours - 6, minutes)));
}

/** "৯:০০ সকাল থেকে ৫:০০ বিকাল". */
export function banglaTimeRange(from: string, to: string): string {
  return `${banglaClockTime(from)} থেকে ${banglaClockTime(to)}`;
}

/** An instant in Dhaka, in Bangla: "রবিবার, ১৩ ডিসেম্বর, ২০২৬, ৮:০০ রাত্রি". */
export function banglaDateTime(instant: Date | string): string {
  const date = new Date(instant);
  return `${banglaDay.format(date)}, ${banglaTime.format(date)}`;
}

/** From a start to an optional end, in Dhaka, in Bangla, as `dhakaSpan` writes it in English. */
export function banglaSpan(start: Date | string, end: Date | string | null): string {
  if (end === null) return banglaDateTime(start);
  const [startDay, endDay] = [banglaDay.format(new Date(start)), banglaDay.format(new Date(end))];
  const [startTime, endTime] = [banglaTime.format(new Date(start)), banglaTime.format(new Date(end))];
  return `${startDay}, ${startTime} থেকে ${endDay === startDay ? endTime : `${endDay}, ${endTime}`}`;
}

/** An instant in Dhaka in the page's language. */
export function dateTimeIn(lang: "en" | "bn", instant: Date | string): string {
  return lang === "bn" ? banglaDateTime(instant) : dhakaDateTime(instant);
}

/** A span in Dhaka in the page's language. */
export function spanIn(lang: "en" | "bn", start: Date | string, end: Date | string | null): string {
  return lang === "bn" ? banglaSpan(start, end) : dhakaSpan(start, end);
}

