// The table behind each of the console's content lists, apart from store.server.ts so that the
// activity log can name a list's rows (through service.server.ts) without importing the lists' use
// cases, which record activity.
import { getTableName, inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { contentLists, type ContentListId } from "./rules.ts";
import type { Database } from "#server/db/client.ts";
import {
  alumniMembers,
  campusAmbassadors,
  clubPartners,
  executiveMembers,
  projects,
  publications,
  subExecutiveMembers,
  teamMembers,
} from "#server/db/schema.ts";

/** The table behind each list. Field names in the descriptors are the tables' property names. */
export const tables: Record<ContentListId, PgTable> = {
  "team-members": teamMembers,
  "executive-members": executiveMembers,
  "sub-executive-members": subExecutiveMembers,
  "alumni-members": alumniMembers,
  projects,
  publications,
  "club-partners": clubPartners,
  "campus-ambassadors": campusAmbassadors,
};

export type Columns = Record<string, AnyPgColumn>;
export const columnsOf = (list: ContentListId) => tables[list] as unknown as Columns;

/** The table's name, the activity log's subject type for its rows. */
export function subjectTypeOf(list: ContentListId): string {
  return getTableName(tables[list]);
}

/** The names rows of a list have now (by the list's name field), for the activity log; ids of rows since deleted are absent. */
export async function contentRowNames(db: Database, list: ContentListId, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const c = columnsOf(list);
  const rows = await db
    .select({ id: c.id!, name: c[contentLists[list].nameField]! })
    .from(tables[list])
    .where(inArray(c.id!, [...ids]));
  return new Map(rows.map((row) => [row.id as string, String(row.name ?? "")]));
}
