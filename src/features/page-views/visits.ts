/** The visits page: anonymous page views per day in the club's time zone, and where they came from. */
export const clubTimeZone = "Asia/Dhaka";

/** How many days the visits page covers, today included. */
export const visitDays = 30;

/** How many pages and referrers each top list shows. */
export const visitTopCount = 10;

/** The referrer bucket for views with no referrer, or one on the site itself. */
export const directReferrer = "Direct or internal";

/** The referrer bucket for a referrer that is not a web address (only a hand-made request sends one). */
export const unreadableReferrer = "Not a web address";

export interface VisitDay {
  /** YYYY-MM-DD in Asia/Dhaka. */
  day: string;
  views: number;
  sessions: number;
}

export interface VisitsAnswer {
  /** The last `visitDays` days, oldest first, today last, days without views included. */
  days: VisitDay[];
  totalViews: number;
  /** Distinct visitor sessions over the whole period (a session seen on two days counts once). */
  distinctSessions: number;
  topPages: { path: string; views: number }[];
  topReferrers: { referrer: string; views: number }[];
}

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: clubTimeZone, year: "numeric", month: "2-digit", day: "2-digit" });

/** The day (YYYY-MM-DD) an instant falls on in Dhaka. */
export function dhakaDay(instant: Date): string {
  return dayFormat.format(instant);
}

/** The `count` days ending with `lastDay` (YYYY-MM-DD), oldest first. Calendar arithmetic only, no time zone. */
export function daysEndingOn(lastDay: string, count: number): string[] {
  const [year, month, day] = lastDay.split("-").map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, month - 1, day - (count - 1 - i))).toISOString().slice(0, 10));
}

/** Every day of the period with its counts, zero where the database had no row for it. */
export function withEmptyDays(days: readonly string[], counted: readonly VisitDay[]): VisitDay[] {
  const byDay = new Map(counted.map((row) => [row.day, row]));
  return days.map((day) => byDay.get(day) ?? { day, views: 0, sessions: 0 });
}

/** The day with the most views (the latest of equally busy days), or undefined when there were none. */
export function busiestDay(days: readonly VisitDay[]): VisitDay | undefined {
  let busiest: VisitDay | undefined;
  for (const day of days) if (day.views > 0 && (!busiest || day.views >= busiest.views)) busiest = day;
  return busiest;
}

/**
 * The top of a chart's scale: the smallest round number (1, 1.5, 2, 3, 4, 5, 6 or 8 times a power
 * of ten, whole numbers only) at or above `max`, and at least 1.
 */
export function chartCeiling(max: number): number {
  if (max <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 1.5, 2, 3, 4, 5, 6, 8, 10]) {
    const candidate = step * magnitude;
    if (candidate >= max && Number.isInteger(candidate)) return candidate;
  }
  return 10 * magnitude;
}
