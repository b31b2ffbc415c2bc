import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import { pageViews } from "../db/schema.ts";

/**
 * Every endpoint that accepts submissions, for the attack, property and crash tests. A new write
 * endpoint is one more row: its URL, a payload it accepts (with `marker` somewhere in it, so the
 * crash test can find each submission), the table its rows land in, and the column the marker is
 * stored in.
 */
export interface WriteEndpoint {
  name: string;
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  /** A payload the endpoint accepts. Each call should give a new one (unique keys stay unique). */
  validPayload(marker: string): Record<string, unknown>;
  /** The status a successful submission gets (and a honeypot-caught one imitates). */
  successStatus: number;
  /** Where accepted submissions are stored. */
  table: PgTable;
  /** The SQL table name and the column holding the marker, for the crash test's plain-SQL count. */
  tableName: string;
  markerColumn: string;
  /** Text fields a visitor types, to fill with hostile strings. */
  textFields: string[];
  /** Inserts whatever rows the payloads refer to (an event, a form), once per fresh database. */
  prepare?(db: Database): Promise<void>;
}

export const writeEndpoints: WriteEndpoint[] = [
  {
    name: "page views",
    method: "POST",
    url: "/api/page-views",
    validPayload: (marker) => ({
      path: `/team/${marker}`,
      referrer: "https://example.org/",
      userAgent: "Mozilla/5.0",
      sessionId: "3f0e2a8e-1d3c-4c55-9d8e-6a3b2c1d0e9f",
    }),
    successStatus: 204,
    table: pageViews,
    tableName: "page_views",
    markerColumn: "path",
    textFields: ["path", "referrer", "userAgent"],
  },
];

export async function countRows(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row?.n ?? 0);
}
