import { asc, count, eq, sql } from "drizzle-orm";
import type { CategoryEditorValues, CategoryListItem } from "./contract.ts";
import type { Database } from "#server/db/client.ts";
import { eventCategories, eventRegistrations } from "#server/db/schema.ts";
import { recordActivity } from "#features/activity/service.server.ts";
import type { ActivityActor } from "#features/activity/contract.ts";

/**
 * Event categories (shared by every event; an event takes registrations in a category by having a
 * form for it): the list in display order, and its changes, each recorded in the activity log.
 */

const inOrder = [sql`${eventCategories.displayOrder} asc nulls last`, asc(eventCategories.name), asc(eventCategories.id)];

export async function listCategories(db: Database): Promise<CategoryListItem[]> {
  const rows = await db
    .select({
      id: eventCategories.id,
      name: eventCategories.name,
      nameBn: eventCategories.nameBn,
      description: eventCategories.description,
      descriptionBn: eventCategories.descriptionBn,
      displayOrder: eventCategories.displayOrder,
      active: eventCategories.active,
      // Spelled out: drizzle leaves a single table's columns unqualified, which a subquery would misread.
      events: sql<number>`(select count(distinct form.event_id)::int from event_registration_forms as form
        where form.category_id = event_categories.id and form.active)`,
      registrations: sql<number>`(select count(*)::int from event_registrations as registration where registration.category_id = event_categories.id)`,
    })
    .from(eventCategories)
    .orderBy(...inOrder);
  return rows.map((row) => ({ ...row, events: Number(row.events), registrations: Number(row.registrations) }));
}

/** Whether another category has this name: visitors and the form matching tell categories apart by lower-cased name (spec section 5). */
async function nameTaken(db: Pick<Database, "select">, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .where(sql`lower(${eventCategories.name}) = lower(${name})`);
  return rows.some((row) => row.id !== exceptId);
}

/** The editor's values as the table stores them: an optional text left empty is null. */
function categoryColumns(values: CategoryEditorValues) {
  return {
    name: values.name,
    nameBn: values.nameBn || null,
    description: values.description || null,
    descriptionBn: values.descriptionBn || null,
    active: values.active,
  };
}

/** A new category goes last. */
export async function createCategory(db: Database, values: CategoryEditorValues, actor: ActivityActor): Promise<string | "name-taken"> {
  return db.transaction(async (tx) => {
    if (await nameTaken(tx, values.name)) return "name-taken";
    const [last] = await tx.select({ n: sql<number | null>`max(${eventCategories.displayOrder})` }).from(eventCategories);
    const [row] = await tx
      .insert(eventCategories)
      .values({ ...categoryColumns(values), displayOrder: Number(last?.n ?? 0) + 1 })
      .returning({ id: eventCategories.id });
    await recordActivity(tx, { actor, action: "content-added", subjectType: "event_categories", subjectId: row!.id, details: { name: values.name } });
    return row!.id;
  });
}

export async function changeCategory(
  db: Database,
  id: string,
  values: CategoryEditorValues | { active: boolean },
  actor: ActivityActor,
): Promise<"changed" | "not-found" | "name-taken"> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(eventCategories).where(eq(eventCategories.id, id)).for("update");
    if (!before) return "not-found";
    if ("name" in values && (await nameTaken(tx, values.name, id))) return "name-taken";
    // The whole editor's values, or only whether the category is active.
    const after = "name" in values ? categoryColumns(values) : { active: values.active };
    const fields = (Object.keys(after) as (keyof typeof after)[]).filter((key) => after[key] !== before[key]);
    if (fields.length === 0) return "changed";
    await tx.update(eventCategories).set(after).where(eq(eventCategories.id, id));
    await recordActivity(tx, {
      actor,
      action: "content-changed",
      subjectType: "event_categories",
      subjectId: id,
      details: { name: "name" in after ? after.name : before.name, fields, ...(fields.includes("active") ? { active: after.active } : {}) },
    });
    return "changed";
  });
}

/**
 * Sets the display order: the given categories first, in that order, then any not listed (one
 * added meanwhile) in their present order. An id that is no category's refuses the whole change.
 */
export async function reorderCategories(db: Database, ids: readonly string[], actor: ActivityActor): Promise<"reordered" | "unknown"> {
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: eventCategories.id }).from(eventCategories).orderBy(...inOrder).for("update");
    const known = new Set(rows.map((row) => row.id));
    if (ids.some((id) => !known.has(id))) return "unknown";
    const listed = new Set(ids);
    const order = [...ids, ...rows.map((row) => row.id).filter((id) => !listed.has(id))];
    for (const [index, id] of order.entries()) await tx.update(eventCategories).set({ displayOrder: index + 1 }).where(eq(eventCategories.id, id));
    await recordActivity(tx, { actor, action: "content-reordered", subjectType: "event_categories", details: { count: ids.length } });
    return "reordered";
  });
}

/**
 * Deletes a category and its forms, unless registrations were made in it: those are kept (the
 * foreign key restricts), and the answer says how many there are.
 */
export async function deleteCategory(db: Database, id: string, actor: ActivityActor): Promise<"deleted" | "not-found" | { registrations: number }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ name: eventCategories.name }).from(eventCategories).where(eq(eventCategories.id, id)).for("update");
    if (!before) return "not-found";
    const [held] = await tx.select({ n: count() }).from(eventRegistrations).where(eq(eventRegistrations.categoryId, id));
    if (Number(held?.n ?? 0) > 0) return { registrations: Number(held!.n) };
    await tx.delete(eventCategories).where(eq(eventCategories.id, id));
    await recordActivity(tx, { actor, action: "content-deleted", subjectType: "event_categories", subjectId: id, details: { name: before.name } });
    return "deleted";
  });
}
