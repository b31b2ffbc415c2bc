import { and, asc, eq, gte, lte, sql, count, desc, type SQL } from "drizzle-orm";
import type { ClubEvent, EventCategory } from "#shared/api/events.ts";
import { isPastEvent, offersRegistration } from "#shared/registration-mode.ts";
import { seatAvailability } from "./rules.ts";
import { eventIdRange } from "./slug.ts";
import { hasEnded, upcomingThenPast } from "#shared/event-timing.ts";
import type { Database } from "#server/db/client.ts";
import { eventCategories, eventRegistrationForms, events, eventRegistrations } from "#server/db/schema.ts";
import { confirmedInCategory, confirmedInEvent } from "./seats.store.server.ts";
import { dhakaInputValue, fromDhakaInput, type EventDetail, type EventEditorValues, type EventFormItem, type EventListItem } from "./contract.ts";
import type { BuilderField } from "./forms.ts";
import { normaliseFormField, type StoredFormField } from "#shared/registration-form-fields.ts";
import { recordActivity } from "#features/activity/service.server.ts";
import type { ActivityActor } from "#features/activity/contract.ts";

const eventColumns = {
  id: events.id,
  kind: events.kind,
  title: events.title,
  titleBn: events.titleBn,
  description: events.description,
  descriptionBn: events.descriptionBn,
  location: events.location,
  locationBn: events.locationBn,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  capacity: events.capacity,
  registrationDeadline: events.registrationDeadline,
  waitlistEnabled: events.waitlistEnabled,
  confirmed: confirmedInEvent,
  coverImageUrl: events.coverImageUrl,
  photosUrl: events.photosUrl,
  googleFormMode: events.googleFormMode,
  googleFormUrl: events.googleFormUrl,
  // "events"."id" written out: drizzle leaves a column of the only table unqualified, and f and c have an id too.
  hasRegistrationForms: sql<boolean>`exists (select 1 from ${eventRegistrationForms} f join ${eventCategories} c on c.id = f.category_id where f.event_id = "events"."id" and f.active and c.active)`,
};

/** The stored outside-form mode, as the public API types it. */
function outsideFormMode(stored: string | null): ClubEvent["googleFormMode"] {
  return stored === "embed" || stored === "redirect" ? stored : null;
}

interface EventRow extends Omit<ClubEvent, "kind" | "startsAt" | "endsAt" | "ended" | "registrationDeadline" | "googleFormMode" | "seatsLeft" | "registrationClosed" | "waitlist"> {
  kind: string;
  startsAt: Date;
  endsAt: Date | null;
  googleFormMode: string | null;
  capacity: number | null;
  registrationDeadline: Date | null;
  waitlistEnabled: boolean;
  confirmed: number;
}

function toEvent(row: EventRow, now = new Date()): ClubEvent {
  const { capacity, registrationDeadline, waitlistEnabled, confirmed, ...event } = row;
  const mode = outsideFormMode(row.googleFormMode);
  const seats = seatAvailability(
    { eventCapacity: capacity, eventDeadline: registrationDeadline, categoryCapacity: null, categoryDeadline: null, waitlistEnabled },
    { event: Number(confirmed), category: 0 },
    now,
  );
  return {
    ...event,
    ...seats,
    kind: row.kind === "workshop" ? "workshop" : "event",
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    ended: hasEnded(row, now),
    registrationDeadline: registrationDeadline?.toISOString() ?? null,
    googleFormMode: mode,
  };
}

/**
 * Active events as the public pages list them (decisions.md): those still to
 * come soonest first, then past ones (an album, or ended by `now`) newest first.
 */
export async function listActiveEvents(db: Database, now = new Date()): Promise<ClubEvent[]> {
  const rows = await db.select(eventColumns).from(events).where(eq(events.active, true)).orderBy(asc(events.startsAt), asc(events.title));
  return upcomingThenPast(
    rows.map((row) => toEvent(row, now)),
    isPastEvent,
  );
}

export async function findActiveEvent(db: Database, eventId: string): Promise<ClubEvent | undefined> {
  const [row] = await db
    .select(eventColumns)
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.active, true)));
  return row && toEvent(row);
}

/**
 * The visible events whose uuid starts with a slug's id part (slug.ts), oldest first:
 * one, or none, but two events may share 32 bits of their ids, and the page decides between them by
 * the whole slug. A range over the primary key, so no index of its own.
 */
export async function findActiveEventsByIdPart(db: Database, idPart: string): Promise<ClubEvent[]> {
  const { from, to } = eventIdRange(idPart);
  const rows = await db
    .select(eventColumns)
    .from(events)
    .where(and(gte(events.id, from), lte(events.id, to), eq(events.active, true)))
    .orderBy(asc(events.createdAt), asc(events.id));
  return rows.map((row) => toEvent(row));
}

/** What the sitemap lists of each visible event: its page's slug and when its row last changed. */
export async function listActiveEventPages(db: Database): Promise<{ id: string; title: string; updatedAt: Date }[]> {
  return db
    .select({ id: events.id, title: events.title, updatedAt: events.updatedAt })
    .from(events)
    .where(eq(events.active, true))
    .orderBy(asc(events.startsAt), asc(events.title));
}

/** One category per active form of the event, for active categories, in display order, with its seats. */
export async function listEventCategories(db: Database, eventId: string, now = new Date()): Promise<EventCategory[]> {
  return (await categoryRows(db, eq(eventRegistrationForms.eventId, eventId), now)).map(({ eventId: _event, ...category }) => category);
}

/**
 * Every visible event's categories, as listEventCategories gives each, by event id (events without
 * one left out): the cached list the event pages show their categories and seats from.
 */
export async function listCategoriesOfActiveEvents(db: Database, now = new Date()): Promise<Record<string, EventCategory[]>> {
  const byEvent: Record<string, EventCategory[]> = {};
  for (const { eventId, ...category } of await categoryRows(db, eq(events.active, true), now)) (byEvent[eventId] ??= []).push(category);
  return byEvent;
}

async function categoryRows(db: Database, which: SQL | undefined, now: Date): Promise<(EventCategory & { eventId: string })[]> {
  const rows = await db
    .select({
      eventId: eventRegistrationForms.eventId,
      id: eventCategories.id,
      name: eventCategories.name,
      nameBn: eventCategories.nameBn,
      description: eventCategories.description,
      descriptionBn: eventCategories.descriptionBn,
      limits: {
        eventCapacity: events.capacity,
        eventDeadline: events.registrationDeadline,
        categoryCapacity: eventRegistrationForms.capacity,
        categoryDeadline: eventRegistrationForms.registrationDeadline,
        waitlistEnabled: events.waitlistEnabled,
      },
      feeTaka: eventRegistrationForms.feeTaka,
      takenInEvent: confirmedInEvent,
      takenInCategory: confirmedInCategory,
    })
    .from(eventRegistrationForms)
    .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrationForms.categoryId))
    .innerJoin(events, eq(events.id, eventRegistrationForms.eventId))
    .where(and(which, eq(eventRegistrationForms.active, true), eq(eventCategories.active, true)))
    .orderBy(sql`${eventCategories.displayOrder} asc nulls last`, asc(eventCategories.name));
  return rows.map(({ limits, takenInEvent, takenInCategory, ...category }) => ({
    ...category,
    ...seatAvailability(limits, { event: Number(takenInEvent), category: Number(takenInCategory) }, now),
  }));
}

/** The single active form (its stored fields) for an event and an active category. */
export async function findForm(
  db: Database,
  eventId: string,
  categoryId: string,
): Promise<{ formFields: StoredFormField[]; feeTaka: number | null; askGuardian: boolean } | undefined> {
  const [row] = await db
    // askGuardian: the event's participants may be under 18.
    .select({ formFields: eventRegistrationForms.formFields, feeTaka: eventRegistrationForms.feeTaka, askGuardian: events.participantsMayBeUnder18 })
    .from(eventRegistrationForms)
    .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrationForms.categoryId))
    .innerJoin(events, eq(events.id, eventRegistrationForms.eventId))
    .where(
      and(
        eq(eventRegistrationForms.eventId, eventId),
        eq(eventRegistrationForms.categoryId, categoryId),
        eq(eventRegistrationForms.active, true),
        eq(eventCategories.active, true),
      ),
    );
  return row;
}

/**
 * The event editor's reads and writes: events, and each category's registration form within an
 * event. Every change records its activity in the same transaction, naming the fields it changed.
 */

type StoredEvent = typeof events.$inferSelect;
type EventColumns = Omit<typeof events.$inferInsert, "id" | "createdAt">;

/** The editor's values as the events table stores them. */
function toColumns(values: EventEditorValues): EventColumns {
  const outside = values.registrationMode !== "native";
  return {
    kind: values.kind,
    title: values.title,
    titleBn: values.titleBn || null,
    description: values.description || null,
    descriptionBn: values.descriptionBn || null,
    location: values.location || null,
    locationBn: values.locationBn || null,
    startsAt: fromDhakaInput(values.startsAt),
    endsAt: values.endsAt ? fromDhakaInput(values.endsAt) : null,
    coverImageUrl: values.coverImageUrl || null,
    photosUrl: values.photosUrl || null,
    googleFormMode: outside ? values.registrationMode : null,
    googleFormUrl: outside ? (values.googleFormUrl ?? null) : null,
    capacity: values.capacity ?? null,
    registrationDeadline: values.registrationDeadline ? fromDhakaInput(values.registrationDeadline) : null,
    waitlistEnabled: values.waitlistEnabled,
    participantsMayBeUnder18: values.participantsMayBeUnder18,
    remindersEnabled: values.remindersEnabled,
    active: values.active,
  };
}

/** A stored event as the editor's values (optional values left out when empty). */
function toValues(row: StoredEvent): EventEditorValues {
  const mode = row.googleFormUrl && (row.googleFormMode === "embed" || row.googleFormMode === "redirect") ? row.googleFormMode : "native";
  const optional = <T>(value: T | null) => (value === null || value === "" ? undefined : value);
  return {
    kind: row.kind === "workshop" ? "workshop" : "event",
    title: row.title,
    titleBn: optional(row.titleBn),
    description: optional(row.description),
    descriptionBn: optional(row.descriptionBn),
    location: optional(row.location),
    locationBn: optional(row.locationBn),
    startsAt: dhakaInputValue(row.startsAt),
    endsAt: row.endsAt ? dhakaInputValue(row.endsAt) : undefined,
    coverImageUrl: optional(row.coverImageUrl),
    photosUrl: optional(row.photosUrl),
    registrationMode: mode,
    googleFormUrl: optional(row.googleFormUrl),
    capacity: optional(row.capacity),
    registrationDeadline: row.registrationDeadline ? dhakaInputValue(row.registrationDeadline) : undefined,
    waitlistEnabled: row.waitlistEnabled,
    participantsMayBeUnder18: row.participantsMayBeUnder18,
    remindersEnabled: row.remindersEnabled,
    active: row.active,
  };
}

/** The names of the columns whose stored value differs, as the activity log lists them. */
function changedColumns(before: EventColumns, after: EventColumns): string[] {
  const same = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : (a ?? null) === (b ?? null));
  return (Object.keys(after) as (keyof EventColumns)[]).filter((key) => !same(before[key], after[key]));
}

/** Every event, newest start first, with its registrations and the categories it takes them in. */
export async function listEvents(db: Database): Promise<EventListItem[]> {
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      location: events.location,
      active: events.active,
      photosUrl: events.photosUrl,
      googleFormMode: events.googleFormMode,
      googleFormUrl: events.googleFormUrl,
      hasRegistrationForms: eventColumns.hasRegistrationForms,
      // Spelled out: drizzle leaves a single table's columns unqualified, which a subquery would misread.
      registrations: sql<number>`(select count(*)::int from event_registrations as registration where registration.event_id = events.id)`,
      categories: sql<string[]>`coalesce((
        select array_agg(category.name order by category.display_order asc nulls last, category.name)
        from event_registration_forms as form join event_categories as category on category.id = form.category_id
        where form.event_id = events.id and form.active
      ), '{}')`,
    })
    .from(events)
    .orderBy(desc(events.startsAt), asc(events.title));
  const now = new Date();
  return rows.map(({ photosUrl, googleFormMode, googleFormUrl, hasRegistrationForms, endsAt, ...row }) => {
    const event = { photosUrl, googleFormMode: outsideFormMode(googleFormMode), googleFormUrl, hasRegistrationForms, ended: hasEnded({ startsAt: row.startsAt, endsAt }, now) };
    return { ...row, startsAt: row.startsAt.toISOString(), past: isPastEvent(event), registrations: Number(row.registrations), ready: isPastEvent(event) || offersRegistration(event) };
  });
}

/** A stored form field as the builder edits it: normalised, but the placeholder as stored. */
function builderField(raw: StoredFormField, index: number): EventFormItem["fields"][number] {
  // The builder shows the stored placeholder only, not the one normalisation makes up.
  return { ...normaliseFormField(raw, index), placeholder: raw.placeholder ?? "" };
}

export async function readEventDetail(db: Database, id: string): Promise<EventDetail | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  if (!row) return undefined;
  const counts = await db
    .select({ categoryId: eventRegistrations.categoryId, registrations: count() })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, id))
    .groupBy(eventRegistrations.categoryId);
  const byCategory = new Map(counts.map((c) => [c.categoryId, Number(c.registrations)]));
  const forms = await db
    .select({
      categoryId: eventRegistrationForms.categoryId,
      categoryName: eventCategories.name,
      categoryActive: eventCategories.active,
      formFields: eventRegistrationForms.formFields,
      capacity: eventRegistrationForms.capacity,
      registrationDeadline: eventRegistrationForms.registrationDeadline,
      feeTaka: eventRegistrationForms.feeTaka,
    })
    .from(eventRegistrationForms)
    .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrationForms.categoryId))
    .where(and(eq(eventRegistrationForms.eventId, id), eq(eventRegistrationForms.active, true)))
    .orderBy(sql`${eventCategories.displayOrder} asc nulls last`, asc(eventCategories.name));
  return {
    id: row.id,
    values: toValues(row),
    registrations: [...byCategory.values()].reduce((a, b) => a + b, 0),
    forms: forms.map((form) => ({
      categoryId: form.categoryId,
      categoryName: form.categoryName,
      categoryActive: form.categoryActive,
      fields: form.formFields.map(builderField),
      capacity: form.capacity,
      registrationDeadline: form.registrationDeadline ? dhakaInputValue(form.registrationDeadline) : null,
      feeTaka: form.feeTaka,
      registrations: byCategory.get(form.categoryId) ?? 0,
    })),
  };
}

export async function createEvent(db: Database, values: EventEditorValues, actor: ActivityActor): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(events).values(toColumns(values)).returning({ id: events.id });
    await recordActivity(tx, { actor, action: "content-added", subjectType: "events", subjectId: row!.id, details: { name: values.title } });
    return row!.id;
  });
}

/** Changes an event; answers the changed columns, or undefined when there is no such event. */
export async function changeEvent(db: Database, id: string, values: EventEditorValues, actor: ActivityActor): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(events).where(eq(events.id, id)).for("update");
    if (!before) return undefined;
    const after = toColumns(values);
    const changed = changedColumns(before, after);
    if (changed.length === 0) return changed;
    await tx.update(events).set(after).where(eq(events.id, id));
    await recordActivity(tx, { actor, action: "content-changed", subjectType: "events", subjectId: id, details: { name: values.title, fields: changed } });
    return changed;
  });
}

export async function setEventActive(db: Database, id: string, active: boolean, actor: ActivityActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ title: events.title, active: events.active }).from(events).where(eq(events.id, id)).for("update");
    if (!before) return false;
    if (before.active === active) return true;
    await tx.update(events).set({ active }).where(eq(events.id, id));
    await recordActivity(tx, { actor, action: "content-changed", subjectType: "events", subjectId: id, details: { name: before.title, fields: ["active"], active } });
    return true;
  });
}

/**
 * Deletes an event and its forms, unless registrations were made for it: those are kept (the
 * foreign key restricts), and the answer says how many there are.
 */
export async function deleteEvent(db: Database, id: string, actor: ActivityActor): Promise<"deleted" | "not-found" | { registrations: number }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ title: events.title }).from(events).where(eq(events.id, id)).for("update");
    if (!before) return "not-found";
    const [held] = await tx.select({ n: count() }).from(eventRegistrations).where(eq(eventRegistrations.eventId, id));
    if (Number(held?.n ?? 0) > 0) return { registrations: Number(held!.n) };
    await tx.delete(events).where(eq(events.id, id));
    await recordActivity(tx, { actor, action: "content-deleted", subjectType: "events", subjectId: id, details: { name: before.title } });
    return "deleted";
  });
}

export interface FormSave {
  fields: BuilderField[];
  capacity: number | null;
  registrationDeadline: string | null;
  /** Null: free. */
  feeTaka?: number | null;
}

/** What changed between two versions of a form, by field name, for the activity log. */
function formChanges(before: readonly StoredFormField[], after: readonly BuilderField[]) {
  const old = new Map(before.map((raw, index) => [normaliseFormField(raw, index).name, JSON.stringify(raw)]));
  const added = after.filter((field) => !old.has(field.name)).map((field) => field.name);
  const names = new Set(after.map((field) => field.name));
  const removed = [...old.keys()].filter((name) => !names.has(name));
  const changed = after.filter((field) => old.has(field.name) && old.get(field.name) !== JSON.stringify(field)).map((field) => field.name);
  const reordered =
    added.length === 0 && removed.length === 0 && [...old.keys()].join("\u0000") !== after.map((field) => field.name).join("\u0000");
  return { added, removed, changed, reordered };
}

/** The listed fields' labels by name, the saved version's over the stored one's (a removed field keeps its last label). */
function fieldLabelsOf(listed: readonly string[], before: readonly StoredFormField[], after: readonly BuilderField[]): Record<string, string> {
  const labels = new Map(before.map((raw, index) => normaliseFormField(raw, index)).map((field) => [field.name, field.label]));
  for (const field of after) labels.set(field.name, field.label);
  return Object.fromEntries(listed.filter((name) => labels.has(name)).map((name) => [name, labels.get(name)!]));
}

/**
 * Saves a category's form within an event. A form that registrations were made under is kept as
 * it was (deactivated) and the new version inserted beside it, so their answers keep the labels
 * they were given (the registrations table reads every version); a form without registrations is
 * changed in place.
 */
export async function saveEventForm(
  db: Database,
  eventId: string,
  categoryId: string,
  save: FormSave,
  actor: ActivityActor,
): Promise<"saved" | "no-event" | "no-category" | { unchanged: true }> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select({ title: events.title }).from(events).where(eq(events.id, eventId)).for("update");
    if (!event) return "no-event";
    const [category] = await tx.select({ name: eventCategories.name }).from(eventCategories).where(eq(eventCategories.id, categoryId));
    if (!category) return "no-category";
    const [current] = await tx
      .select()
      .from(eventRegistrationForms)
      .where(and(eq(eventRegistrationForms.eventId, eventId), eq(eventRegistrationForms.categoryId, categoryId), eq(eventRegistrationForms.active, true)))
      .for("update");
    const columns = {
      formFields: save.fields,
      capacity: save.capacity,
      registrationDeadline: save.registrationDeadline ? fromDhakaInput(save.registrationDeadline) : null,
      feeTaka: save.feeTaka ?? null,
    };
    const storedFields = current?.formFields ?? [];
    const changes = formChanges(storedFields, save.fields);
    const settings = current
      ? [
          ...(current.capacity !== columns.capacity ? ["capacity"] : []),
          ...((current.registrationDeadline?.getTime() ?? null) !== (columns.registrationDeadline?.getTime() ?? null) ? ["registrationDeadline"] : []),
          ...(current.feeTaka !== columns.feeTaka ? ["feeTaka"] : []),
        ]
      : [];
    const fieldsChanged = JSON.stringify(storedFields) !== JSON.stringify(save.fields);
    if (current && !fieldsChanged && settings.length === 0) return { unchanged: true };

    const [held] = await tx
      .select({ n: count() })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.categoryId, categoryId)));
    const registrations = Number(held?.n ?? 0);
    let kept = false;
    if (current && (registrations === 0 || !fieldsChanged)) {
      await tx.update(eventRegistrationForms).set(columns).where(eq(eventRegistrationForms.id, current.id));
    } else {
      if (current) {
        await tx.update(eventRegistrationForms).set({ active: false }).where(eq(eventRegistrationForms.id, current.id));
        kept = true;
      }
      await tx.insert(eventRegistrationForms).values({ eventId, categoryId, ...columns });
    }
    const listed = current ? [...changes.added, ...changes.removed, ...changes.changed, ...(changes.reordered ? ["order"] : []), ...settings] : save.fields.map((f) => f.name);
    await recordActivity(tx, {
      actor,
      action: current ? "content-changed" : "content-added",
      subjectType: "event_registration_forms",
      subjectId: eventId,
      details: {
        name: `${category.name} for ${event.title}`,
        // The form's fields that changed, by name, then its settings; with the fields' labels as the
        // organiser saw them, so the log reads them even once the form has changed again.
        fields: listed,
        labels: fieldLabelsOf(listed, storedFields, save.fields),
        ...(current ? { added: changes.added, removed: changes.removed } : {}),
        ...(kept ? { earlierVersionKept: true, registrations } : {}),
      },
    });
    return "saved";
  });
}

/**
 * Takes a category off an event: its form is deleted, or, when registrations were made under it,
 * deactivated so that their answers stay labelled.
 */
export async function removeEventForm(db: Database, eventId: string, categoryId: string, actor: ActivityActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [form] = await tx
      .select({ id: eventRegistrationForms.id, event: events.title, category: eventCategories.name })
      .from(eventRegistrationForms)
      .innerJoin(events, eq(events.id, eventRegistrationForms.eventId))
      .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrationForms.categoryId))
      .where(and(eq(eventRegistrationForms.eventId, eventId), eq(eventRegistrationForms.categoryId, categoryId), eq(eventRegistrationForms.active, true)))
      .for("update");
    if (!form) return false;
    const [held] = await tx
      .select({ n: count() })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.categoryId, categoryId)));
    const registrations = Number(held?.n ?? 0);
    if (registrations > 0) await tx.update(eventRegistrationForms).set({ active: false }).where(eq(eventRegistrationForms.id, form.id));
    else await tx.delete(eventRegistrationForms).where(eq(eventRegistrationForms.id, form.id));
    await recordActivity(tx, {
      actor,
      action: "content-deleted",
      subjectType: "event_registration_forms",
      subjectId: eventId,
      details: { name: `${form.category} for ${form.event}`, ...(registrations > 0 ? { earlierVersionKept: true, registrations } : {}) },
    });
    return true;
  });
}

export interface RegistrationMailDetails {
  event: { id: string; title: string; description: string | null; location: string | null; startsAt: Date; endsAt: Date | null };
  categoryName: string;
  /** The editor's Bangla twins, for a registration sent from a Bangla page. */
  bn: { title: string | null; location: string | null; categoryName: string | null };
}

/** What a registration's confirmation says of its event and category, read in the registration's transaction. */
export async function readRegistrationMailDetails(
  db: Database,
  eventId: string,
  categoryId: string,
): Promise<RegistrationMailDetails | undefined> {
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      location: events.location,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      titleBn: events.titleBn,
      locationBn: events.locationBn,
    })
    .from(events)
    .where(eq(events.id, eventId));
  const [category] = await db.select({ name: eventCategories.name, nameBn: eventCategories.nameBn }).from(eventCategories).where(eq(eventCategories.id, categoryId));
  if (!event || !category) return undefined;
  const { titleBn, locationBn, ...english } = event;
  return { event: english, categoryName: category.name, bn: { title: titleBn, location: locationBn, categoryName: category.nameBn } };
}
