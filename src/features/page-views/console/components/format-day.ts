const long = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" });
const short = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "short" });

/** A Dhaka day as the server names it (YYYY-MM-DD), for reading: "Tue, 24 Nov 2026". The day is a date, not an instant. */
export function formatDay(day: string): string {
  return long.format(new Date(`${day}T00:00:00Z`));
}

/** A day for a chart's axis: "24 Nov". */
export function formatShortDay(day: string): string {
  return short.format(new Date(`${day}T00:00:00Z`));
}
