import { banglaDay, banglaTimeOf } from "./club-time-bn.ts";

// event-days.ts's days and hours in Bangla, in a module of their own so English pages do not carry them.

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
