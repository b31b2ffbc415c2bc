import { banglaDay, banglaTimeOf, dhakaDayAndTime } from "./club-time.ts";

// An event's days and its hours apart, in Dhaka time (the Upcoming Events, Past Events and Workshops
// cards): "Thursday, 21 January 2027" and "9:00 AM to 5:00 PM". A module of its
// own, so the pages that do not show them do not load them.

/** The day, or the first and last days, of an event in Dhaka. */
export function dhakaDays(start: Date | string, end: Date | string | null): string {
  const first = dhakaDayAndTime(start)[0];
  const last = end === null ? first : dhakaDayAndTime(end)[0];
  return last === first ? first : `${first} to ${last}`;
}

/** Its start, or start and end, time of day in Dhaka. */
export function dhakaHours(start: Date | string, end: Date | string | null): string {
  const from = dhakaDayAndTime(start)[1];
  return end === null ? from : `${from} to ${dhakaDayAndTime(end)[1]}`;
}

/** `dhakaDays` in Bangla. */
export function banglaDays(start: Date | string, end: Date | string | null): string {
  const first = banglaDay.format(new Date(start));
  const last = end === null ? first : banglaDay.format(new Date(end));
  return last === first ? first : `${first} থেকে ${last}`;
}

/** `dhakaHours` in Bangla. */
export function banglaHours(start: Date | string, end: Date | string | null): string {
  const from = banglaTimeOf(start);
  return end === null ? from : `${from} থেকে ${banglaTimeOf(end)}`;
}
