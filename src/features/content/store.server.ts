import { asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { ContentRow, PointsAnswer, PointsChange } from "./contract.ts";
import type { ContentValues } from "./fields.ts";
import { contentLists, type ContentListId } from "./rules.ts";
import type { Database } from "#server/db/client.ts";
import { campusAmbassadorPointChanges, campusAmbassadors, organisers } from "#server/db/schema.ts";
import { recordActivity } from "#features/activity/service.server.ts";
import type { ActivityActor } from "#features/activity/contract.ts";
import { columnsOf, subjectTypeOf, tables, type Columns } from "./tables.store.server.ts";

/** The console's order: the public one where display_order decides, else the name. */
function orderOf(list: ContentListId): SQL[] {
  const c = columnsOf(list);
  const byName = sql`lower(${c[contentLists[list].nameField]!})`;
  if (contentLists[list].ordered) return [sql`${c.displayOrder!} asc nulls last`, byName, asc(c.id!)];
  if (list === "campus-ambassadors") return [desc(c.points!), asc(c.caNumber!), asc(c.id!)];
  return [desc(c.createdAt!), asc(c.id!)];
}

function selection(list: ContentListId): Columns {
  const c = columnsOf(list);
  const picked: Columns = { id: c.id!, active: c.active!, createdAt: c.createdAt! };
  if (contentLists[list].ordered) picked.displayOrder = c.displayOrder!;
  if (list === "campus-ambassadors") picked.points = c.points!;
  for (const field of contentLists[list].fields) picked[field.name] = c[field.name]!;
  return picked;
}

function toContentRow(list: ContentListId, raw: Record<string, unknown>): ContentRow {
  const values: ContentValues = {};
  for (const field of contentLists[list].fields) values[field.name] = (raw[field.name] as string | number | null) ?? null;
  return {
    id: raw.id as string,
    active: raw.active as boolean,
    displayOrder: (raw.displayOrder as number | null | undefined) ?? null,
    ...(list === "campus-ambassadors" ? { points: raw.points as number } : {}),
    createdAt: (raw.createdAt as Date).toISOString(),
    values,
  };
}

/** Every row of a list, shown and hidden, in the order the console lists them. */
export async function listContentRows(db: Database, list: ContentListId): Promise<ContentRow[]> {
  const rows = await db.select(selection(list)).from(tables[list]).orderBy(...orderOf(list));
  return rows.map((row) => toContentRow(list, row));
}

export async function findContentRow(db: Database, list: ContentListId, id: string): Promise<ContentRow | undefined> {
  const [row] = await db.select(selection(list)).from(tables[list]).where(eq(columnsOf(list).id!, id));
  return row && toContentRow(list, row);
}

const nameOf = (list: ContentListId, values: ContentValues) => String(values[contentLists[list].nameField] ?? "");

/** The labels of the fields whose values differ: what the activity log says was changed. */
export function changedFields(list: ContentListId, before: ContentValues, after: ContentValues): string[] {
  return contentLists[list].fields.filter((f) => (before[f.name] ?? null) !== (after[f.name] ?? null)).map((f) => f.label);
}

/** Adds a row, shown, at the end of an ordered list; the activity log records it in the same transaction. */
export async function addContentRow(db: Database, list: ContentListId, values: ContentValues, actor: ActivityActor): Promise<ContentRow> {
  return db.transaction(async (tx) => {
    const c = columnsOf(list);
    const extra: Record<string, unknown> = {};
    if (contentLists[list].ordered) {
      // Rows without a place (inserted by SQL) come last, by name: number them as they stand first,
      // so the new row really goes at the end.
      const [unplaced] = await tx.select({ n: sql<number>`count(*)::int` }).from(tables[list]).where(sql`${c.displayOrder!} is null`);
      if ((unplaced?.n ?? 0) > 0) {
        const standing = await tx.select({ id: c.id! }).from(tables[list]).orderBy(...orderOf(list));
        await numberRows(tx as unknown as Database, list, standing.map((row) => row.id as string));
      }
      const [last] = await tx.select({ max: sql<number | null>`max(${c.displayOrder!})` }).from(tables[list]);
      extra.displayOrder = (last?.max ?? 0) + 1;
    }
    const [inserted] = await tx
      .insert(tables[list])
      .values({ ...values, ...extra })
      .returning({ id: c.id! });
    const id = inserted!.id as string;
    await recordActivity(tx, {
      actor,
      action: "content-added",
      subjectType: subjectTypeOf(list),
      subjectId: id,
      details: { name: nameOf(list, values) },
    });
    return (await findContentRow(tx as unknown as Database, list, id))!;
  });
}

/** Replaces a row's form values; records the fields that changed (nothing when none did). Undefined when there is no such row. */
export async function changeContentRow(
  db: Database,
  list: ContentListId,
  id: string,
  values: ContentValues,
  actor: ActivityActor,
): Promise<ContentRow | undefined> {
  return db.transaction(async (tx) => {
    const before = await findContentRow(tx as unknown as Database, list, id);
    if (!before) return undefined;
    const fields = changedFields(list, before.values, values);
    if (fields.length === 0) return before;
    await tx.update(tables[list]).set(values).where(eq(columnsOf(list).id!, id));
    await recordActivity(tx, {
      actor,
      action: "content-changed",
      subjectType: subjectTypeOf(list),
      subjectId: id,
      details: { name: nameOf(list, values), fields },
    });
    return findContentRow(tx as unknown as Database, list, id);
  });
}

/** Shows a row on the public site or hides it. Undefined when there is no such row. */
export async function setContentRowActive(
  db: Database,
  list: ContentListId,
  id: string,
  active: boolean,
  actor: ActivityActor,
): Promise<ContentRow | undefined> {
  return db.transaction(async (tx) => {
    const before = await findContentRow(tx as unknown as Database, list, id);
    if (!before) return undefined;
    if (before.active === active) return before;
    await tx.update(tables[list]).set({ active }).where(eq(columnsOf(list).id!, id));
    await recordActivity(tx, {
      actor,
      action: "content-changed",
      subjectType: subjectTypeOf(list),
      subjectId: id,
      details: { name: nameOf(list, before.values), active },
    });
    return { ...before, active };
  });
}

/** Deletes a row for good; the activity log keeps what it held. False when there was none. */
export async function deleteContentRow(db: Database, list: ContentListId, id: string, actor: ActivityActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await findContentRow(tx as unknown as Database, list, id);
    if (!before) return false;
    await tx.delete(tables[list]).where(eq(columnsOf(list).id!, id));
    await recordActivity(tx, {
      actor,
      action: "content-deleted",
      subjectType: subjectTypeOf(list),
      subjectId: id,
      details: { name: nameOf(list, before.values), row: { ...before.values, active: before.active, ...(before.points === undefined ? {} : { points: before.points }) } },
    });
    return true;
  });
}

/** Gives the rows display_order 1, 2, 3... in the order of `ids`, in one statement. */
async function numberRows(db: Database, list: ContentListId, ids: readonly string[]) {
  if (ids.length === 0) return;
  const c = columnsOf(list);
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id}::uuid then ${index + 1}::int`),
    sql` `,
  );
  await db
    .update(tables[list])
    .set({ displayOrder: sql`case ${c.id!} ${cases} end` })
    .where(inArray(c.id!, [...ids]));
}

export class OrderMismatchError extends Error {
  constructor() {
    super("The list has changed since it was loaded. Reload the page and order it again.");
  }
}

/**
 * Gives the rows display_order 1, 2, 3... in the order sent. The ids must be the list's rows, each
 * once: an order made from a stale page would otherwise drop rows added meanwhile to the end.
 */
export async function reorderContentRows(db: Database, list: ContentListId, ids: readonly string[], actor: ActivityActor): Promise<ContentRow[]> {
  const c = columnsOf(list);
  await db.transaction(async (tx) => {
    const existing = await tx.select({ id: c.id! }).from(tables[list]).for("update");
    const known = new Set(existing.map((row) => row.id as string));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) throw new OrderMismatchError();
    await numberRows(tx as unknown as Database, list, ids);
    await recordActivity(tx, { actor, action: "content-reordered", subjectType: subjectTypeOf(list), details: { count: ids.length } });
  });
  return listContentRows(db, list);
}

/** An ambassador's total and every change of it, newest first; undefined when there is no such ambassador. */
export async function ambassadorPoints(db: Database, id: string): Promise<PointsAnswer | undefined> {
  const [ambassador] = await db.select({ points: campusAmbassadors.points }).from(campusAmbassadors).where(eq(campusAmbassadors.id, id));
  if (!ambassador) return undefined;
  const history = await db
    .select({
      id: campusAmbassadorPointChanges.id,
      delta: campusAmbassadorPointChanges.delta,
      reason: campusAmbassadorPointChanges.reason,
      createdAt: campusAmbassadorPointChanges.createdAt,
      organiserName: organisers.name,
      organiserEmail: campusAmbassadorPointChanges.organiserEmail,
    })
    .from(campusAmbassadorPointChanges)
    .leftJoin(organisers, eq(organisers.id, campusAmbassadorPointChanges.organiserId))
    .where(eq(campusAmbassadorPointChanges.ambassadorId, id))
    .orderBy(desc(campusAmbassadorPointChanges.createdAt), desc(campusAmbassadorPointChanges.id));
  return {
    points: ambassador.points,
    history: history.map((h) => ({
      id: h.id,
      delta: h.delta,
      reason: h.reason,
      createdAt: h.createdAt.toISOString(),
      organiser: { name: h.organiserName, email: h.organiserEmail },
    })),
  };
}

export class PointsBelowZeroError extends Error {}

/**
 * Adds (or with a negative delta removes) points: the change is kept, and the total on the
 * leaderboard (`campus_ambassadors.points`) moves in the same transaction. Undefined when there is
 * no such ambassador; PointsBelowZeroError when the total would fall below 0.
 */
export async function changeAmbassadorPoints(db: Database, id: string, change: PointsChange, actor: ActivityActor): Promise<PointsAnswer | undefined> {
  const found = await db.transaction(async (tx) => {
    const [ambassador] = await tx
      .select({ points: campusAmbassadors.points, name: campusAmbassadors.name })
      .from(campusAmbassadors)
      .where(eq(campusAmbassadors.id, id))
      .for("update");
    if (!ambassador) return false;
    if (ambassador.points + change.delta < 0) throw new PointsBelowZeroError();
    await tx
      .update(campusAmbassadors)
      .set({ points: sql`${campusAmbassadors.points} + ${change.delta}` })
      .where(eq(campusAmbassadors.id, id));
    await tx.insert(campusAmbassadorPointChanges).values({ ambassadorId: id, delta: change.delta, reason: change.reason, organiserId: actor.id, organiserEmail: actor.email });
    await recordActivity(tx, {
      actor,
      action: "points-changed",
      subjectType: subjectTypeOf("campus-ambassadors"),
      subjectId: id,
      details: { name: ambassador.name, delta: change.delta, reason: change.reason, total: ambassador.points + change.delta },
    });
    return true;
  });
  return found ? ambassadorPoints(db, id) : undefined;
}
