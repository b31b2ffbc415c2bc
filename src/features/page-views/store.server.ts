import type { z } from "zod";
import { sql } from "drizzle-orm";
import type { pageViewSchema } from "./contract.ts";
import type { Database } from "#server/db/client.ts";
import { pageViews } from "#server/db/schema.ts";
import { clubTimeZone, directReferrer, unreadableReferrer, visitTopCount, withEmptyDays, type VisitDay, type VisitsAnswer } from "./visits.ts";

export async function recordPageView(db: Database, view: z.output<typeof pageViewSchema>): Promise<void> {
  await db.insert(pageViews).values(view);
}

interface Rows<T> {
  rows: T[];
}

/** The rows of a raw query: node-postgres and PGlite both answer with `rows`. */
async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/**
 * Page views over `days` (YYYY-MM-DD in Dhaka, oldest first): views and sessions per day, distinct
 * sessions over the period, the most viewed pages and where views came from. Three aggregate
 * queries, side by side, over the period's rows (found through the created_at index once the table
 * holds more than the period); no session id or user agent leaves this function. `ownHosts` are the site's own host names (with port, as in a URL): a
 * referrer on one of them is internal navigation.
 */
export async function visitFigures(db: Database, days: readonly string[], ownHosts: readonly string[]): Promise<VisitsAnswer> {
  // The period, from the first day's midnight in Dhaka to the midnight after the last day.
  const start = sql`(${days[0]}::date::timestamp at time zone ${clubTimeZone})`;
  const inPeriod = sql`created_at >= ${start} and created_at < ((${days[days.length - 1]}::date + 1)::timestamp at time zone ${clubTimeZone})`;
  const hosts = ownHosts.map((host) => host.toLowerCase()).join(",");
  const [perDay, topPages, topReferrers] = await Promise.all([
    // Views per (day, session) first, by hashing, then per day and over the period: counting
    // distinct sessions directly would sort all the period's rows. Asia/Dhaka keeps one offset all
    // year (no daylight saving since 2009), so 24-hour bins from the first day's midnight are its
    // days; converting each row's time to the zone instead measured about twice as slow.
    rowsOf<{ day: string | null; views: number; sessions: number }>(
      db,
      sql`with pairs as (
            select date_bin('1 day', created_at, ${start}) as bin, session_id, count(*)::int as views
            from page_views where ${inPeriod} group by 1, 2
          )
          select to_char(bin at time zone ${clubTimeZone}, 'YYYY-MM-DD') as day, sum(views)::int as views, count(*)::int as sessions
          from pairs group by bin
          union all
          select null, coalesce(sum(views), 0)::int, count(*)::int
          from (select session_id, sum(views) as views from pairs group by session_id) as per_session`,
    ),
    rowsOf<{ path: string; views: number }>(
      db,
      sql`select path, count(*)::int as views from page_views where ${inPeriod}
          group by path order by views desc, path limit ${visitTopCount}`,
    ),
    // Grouped by referrer first, so the host is read once per distinct referrer, not per view.
    rowsOf<{ referrer: string; views: number }>(
      db,
      sql`with by_referrer as (
            select referrer, count(*)::int as views from page_views where ${inPeriod} group by referrer
          ), by_host as (
            select referrer, views,
                   lower(substring(referrer from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#]+)')) as host
            from by_referrer
          )
          select case
                   when coalesce(btrim(referrer), '') = '' then ${directReferrer}
                   when host is null then ${unreadableReferrer}
                   when host = any(string_to_array(${hosts}, ',')) then ${directReferrer}
                   else host
                 end as referrer,
                 sum(views)::int as views
          from by_host group by 1 order by views desc, referrer limit ${visitTopCount}`,
    ),
  ]);
  const total = perDay.find((row) => row.day === null);
  const counted: VisitDay[] = perDay.filter((row) => row.day !== null).map((row) => ({ day: row.day!, views: row.views, sessions: row.sessions }));
  return {
    days: withEmptyDays(days, counted),
    totalViews: total?.views ?? 0,
    distinctSessions: total?.sessions ?? 0,
    topPages,
    topReferrers,
  };
}
