import { z } from "zod";

/**
 * What every console table shares: its page in the query string, and the answer's shape. The same
 * query (less page and pageSize) drives the table, its CSV export and its bulk actions.
 */
export const pageSizes = [25, 50, 100] as const;

export const pageQueryShape = {
  page: z.coerce.number().int().min(1, "page starts at 1.").max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (pageSizes as readonly number[]).includes(n), `pageSize must be one of ${pageSizes.join(", ")}.`)
    .default(25),
};

/** A search box's text: trimmed, at most 200 characters, no control characters (PostgreSQL refuses NUL), empty means none. */
export const searchShape = z
  .string()
  .trim()
  .max(200, "A search may have at most 200 characters.")
  // eslint-disable-next-line no-control-regex
  .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), "A search may not contain control characters.")
  .optional()
  .transform((value) => (value ? value : undefined));

/** A day from a date input (YYYY-MM-DD), read in the club's time zone by the server. */
export const dayShape = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD.")
  .optional();

/** A date input's day that exists on the calendar (the pattern alone lets 2026-02-31 through). */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** A filter's day (from or to), named in its message: "The start date is not a real date." */
export const calendarDay = (label: string) => dayShape.refine((value) => value === undefined || isCalendarDay(value), `${label} is not a real date.`);

/** A from-to filter's check, both ends included: the start may not come after the end. */
export const startNotAfterEnd: [(value: { from?: string | undefined; to?: string | undefined }) => boolean, { message: string; path: string[] }] = [
  (value) => value.from === undefined || value.to === undefined || value.from <= value.to,
  { message: "The start date must not be after the end date.", path: ["from"] },
];

export interface PageOf<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The query string for a filter object, leaving out empty values, so URLs stay short and stable. */
export function toQueryString(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
