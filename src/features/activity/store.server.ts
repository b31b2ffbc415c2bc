import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { contentListOfSubject, type ActivityDetails, type ActivityEntry, type ActivityNames, type ActivityPage, type ActivityQuery } from "./contract.ts";
import type { ContentListId } from "#features/content/rules.ts";
import { normaliseFormFields } from "#shared/registration-form-fields.ts";
import type { Database } from "#server/db/client.ts";
import {
  activityLog,
  applications,
  contactMessages,
  eventCategories,
  eventRegistrationForms,
  eventRegistrations,
  events,
  mailOutbox,
  organisers,
} from "#server/db/schema.ts";
import { dhakaDayStart } from "#features/applications/service.server.ts";
import { contentRowNames } from "#features/content/service.server.ts";

// The activity log: what organisers did. The list of actions and the entry's shape are the
// contract's, shared with the console, whose activity page filters and describes them.

/**
 * Writes one activity row. `db` may be a transaction, so the entry commits with the change it
 * records; a unit of work (unit-of-work.ts) passes its own as `work.activity.record`.
 */
export async function recordActivity(db: Pick<Database, "insert">, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({
    organiserId: entry.actor.id,
    organiserEmail: entry.actor.email,
    action: entry.action,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId ?? null,
    details: entry.details ?? {},
  });
}

/**
 * Writes the activity row unless the same organiser has one with the same action, subject and
 * details from the last `withinMs`, and says whether it wrote one. For looks at a visitor's file: the
 * registration's page shows an image and its "Open" link fetches it again, and a browser's viewer may
 * fetch a file twice for one click; all of that is one entry. Two such requests at once take turns on
 * a transaction-scoped advisory lock, so they cannot both find no row and both write one.
 */
export async function recordActivityOnce(db: Database, entry: ActivityEntry & { actor: { email: string } }, withinMs: number): Promise<boolean> {
  const details = entry.details ?? {};
  return db.transaction(async (tx) => {
    const key = JSON.stringify([entry.action, entry.actor.email, entry.subjectType ?? null, entry.subjectId ?? null, details]);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const recent = await tx
      .select({ id: activityLog.id })
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, entry.action),
          eq(activityLog.organiserEmail, entry.actor.email),
          entry.subjectId === undefined ? sql`${activityLog.subjectId} is null` : eq(activityLog.subjectId, entry.subjectId),
          sql`${activityLog.details} = ${JSON.stringify(details)}::jsonb`,
          sql`${activityLog.createdAt} > now() - make_interval(secs => ${withinMs / 1000})`,
        ),
      )
      .limit(1);
    if (recent.length > 0) return false;
    await recordActivity(tx, entry);
    return true;
  });
}

/**
 * A page of the activity log, newest first, with who did it (the organiser as they are now, or the
 * e-mail stored with the row when there is no organiser) and the rows each entry refers to, named as
 * they are now. Filters: an action, an organiser, Dhaka days from and to.
 */
export async function listActivity(db: Database, query: ActivityQuery): Promise<ActivityPage> {
  const where = and(
    query.action ? eq(activityLog.action, query.action) : undefined,
    query.organiser ? eq(activityLog.organiserId, query.organiser) : undefined,
    query.from ? gte(activityLog.createdAt, dhakaDayStart(query.from)) : undefined,
    query.to ? lt(activityLog.createdAt, dhakaDayStart(query.to, 1)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: activityLog.id,
        createdAt: activityLog.createdAt,
        organiserId: activityLog.organiserId,
        organiserEmail: activityLog.organiserEmail,
        organiserName: organisers.name,
        currentEmail: organisers.email,
        action: activityLog.action,
        subjectType: activityLog.subjectType,
        subjectId: activityLog.subjectId,
        details: activityLog.details,
      })
      .from(activityLog)
      .leftJoin(organisers, eq(organisers.id, activityLog.organiserId))
      .where(where)
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(activityLog).where(where),
  ]);
  const names = await nameActivityRows(db, rows);
  return {
    rows: rows.map((row, index) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      organiser: { id: row.organiserId, name: row.organiserName, email: row.currentEmail ?? row.organiserEmail },
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      details: row.details,
      names: names[index]!,
    })),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

type StoredEntry = { action: string; subjectType: string | null; subjectId: string | null; details: ActivityDetails };

const isId = (value: unknown): value is string => typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

/** An export's filter value (stored under `filters`, or at the top by older versions). */
function exportFilter(entry: StoredEntry, key: string): string | undefined {
  if (entry.action !== "export") return undefined;
  const nested = entry.details.filters && typeof entry.details.filters === "object" ? (entry.details.filters as Record<string, unknown>)[key] : undefined;
  const value = nested ?? entry.details[key];
  return isId(value) ? value : undefined;
}

/** The ids of one kind of row a page of entries refers to, without repeats. */
class Wanted {
  readonly ids = new Set<string>();
  add(id: unknown) {
    if (isId(id)) this.ids.add(id.toLowerCase());
  }
  get list() {
    return [...this.ids];
  }
}

/**
 * Names the rows a page of entries refers to: one query per kind of row present on the page (by
 * primary key), then one for the registrations' events' forms, never one per entry.
 */
async function nameActivityRows(db: Database, entries: readonly StoredEntry[]): Promise<ActivityNames[]> {
  const want = {
    applications: new Wanted(),
    registrations: new Wanted(),
    messages: new Wanted(),
    organisers: new Wanted(),
    mail: new Wanted(),
    events: new Wanted(),
    categories: new Wanted(),
    content: new Map<ContentListId, Wanted>(),
  };
  for (const entry of entries) {
    const id = entry.subjectId;
    const list = contentListOfSubject(entry.subjectType);
    if (list) {
      if (!want.content.has(list)) want.content.set(list, new Wanted());
      want.content.get(list)!.add(id);
    }
    if (entry.subjectType === "join_request" || entry.subjectType === "application") want.applications.add(id);
    if (entry.subjectType === "event_registration") want.registrations.add(id);
    if (entry.subjectType === "contact_message") want.messages.add(id);
    if (entry.subjectType === "organiser") want.organisers.add(id);
    if (entry.subjectType === "mail") want.mail.add(id);
    if (entry.subjectType === "events" || entry.subjectType === "event_registration_forms") want.events.add(id);
    if (entry.subjectType === "event_categories") want.categories.add(id);
    want.events.add(exportFilter(entry, "event"));
    want.categories.add(exportFilter(entry, "category"));
  }

  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  const [applicationRows, registrationRows, messageRows, organiserRows, mailRows, eventRows, categoryRows, contentNames] = await Promise.all([
    want.applications.ids.size === 0
      ? []
      : db.select({ id: applications.id, name: applications.fullName }).from(applications).where(inArray(applications.id, want.applications.list)),
    want.registrations.ids.size === 0
      ? []
      : db
          .select({ id: eventRegistrations.id, reference: eventRegistrations.reference, eventId: eventRegistrations.eventId, eventTitle: events.title })
          .from(eventRegistrations)
          .innerJoin(events, eq(events.id, eventRegistrations.eventId))
          .where(inArray(eventRegistrations.id, want.registrations.list)),
    want.messages.ids.size === 0
      ? []
      : db.select({ id: contactMessages.id, name: contactMessages.name }).from(contactMessages).where(inArray(contactMessages.id, want.messages.list)),
    want.organisers.ids.size === 0
      ? []
      : db.select({ id: organisers.id, name: organisers.name, email: organisers.email }).from(organisers).where(inArray(organisers.id, want.organisers.list)),
    want.mail.ids.size === 0
      ? []
      : db.select({ id: mailOutbox.id, subject: mailOutbox.subject, recipient: mailOutbox.recipient }).from(mailOutbox).where(inArray(mailOutbox.id, want.mail.list)),
    want.events.ids.size === 0 ? [] : db.select({ id: events.id, title: events.title }).from(events).where(inArray(events.id, want.events.list)),
    want.categories.ids.size === 0
      ? []
      : db.select({ id: eventCategories.id, name: eventCategories.name }).from(eventCategories).where(inArray(eventCategories.id, want.categories.list)),
    Promise.all([...want.content].map(async ([list, ids]) => [list, await contentRowNames(db, list, ids.list)] as const)),
  ]);
  const found = {
    applications: byId(applicationRows),
    registrations: byId(registrationRows),
    messages: byId(messageRows),
    organisers: byId(organiserRows),
    mail: byId(mailRows),
    events: byId(eventRows),
    categories: byId(categoryRows),
    content: new Map(contentNames),
  };

  // The forms' labels, for entries that list fields by name: a form's changes (its event) and a
  // file looked at (its registration's event). Every version, the newest first, so a field
  // removed since keeps the label it had.
  const formEvents = new Wanted();
  for (const entry of entries) {
    if (entry.subjectType === "event_registration_forms" && stringsOf(entry.details.fields).length > 0) formEvents.add(entry.subjectId);
    if (entry.action === "file-view" && entry.subjectId) formEvents.add(found.registrations.get(entry.subjectId.toLowerCase())?.eventId);
  }
  const labelsByEvent = new Map<string, Map<string, string>>();
  if (formEvents.ids.size > 0) {
    const forms = await db
      .select({ eventId: eventRegistrationForms.eventId, fields: eventRegistrationForms.formFields })
      .from(eventRegistrationForms)
      .where(inArray(eventRegistrationForms.eventId, formEvents.list))
      .orderBy(desc(eventRegistrationForms.active), desc(eventRegistrationForms.createdAt));
    for (const form of forms) {
      const labels = labelsByEvent.get(form.eventId) ?? new Map<string, string>();
      for (const field of normaliseFormFields(form.fields)) if (!labels.has(field.name)) labels.set(field.name, field.label);
      labelsByEvent.set(form.eventId, labels);
    }
  }
  const labelsFor = (eventId: string | undefined, fields: string[]) => {
    const labels = eventId ? labelsByEvent.get(eventId) : undefined;
    const known = fields.filter((field) => labels?.has(field)).map((field) => [field, labels!.get(field)!] as const);
    return known.length > 0 ? { fieldLabels: Object.fromEntries(known) } : {};
  };

  return entries.map((entry): ActivityNames => {
    const id = isId(entry.subjectId) ? entry.subjectId.toLowerCase() : undefined;
    const names: ActivityNames = {};
    const exportEvent = exportFilter(entry, "event")?.toLowerCase();
    if (exportEvent) names.event = { id: exportEvent, title: found.events.get(exportEvent)?.title ?? null };
    const exportCategory = exportFilter(entry, "category")?.toLowerCase();
    if (exportCategory) names.category = found.categories.get(exportCategory)?.name ?? null;
    if (!id) return names;
    const list = contentListOfSubject(entry.subjectType);
    if (list) return { ...names, subject: found.content.get(list)?.get(id) ?? null };
    switch (entry.subjectType) {
      case "join_request":
      case "application":
        return { ...names, subject: found.applications.get(id)?.name ?? null };
      case "event_registration": {
        const registration = found.registrations.get(id);
        if (!registration) return { ...names, subject: null };
        const field = typeof entry.details.field === "string" ? [entry.details.field] : [];
        return {
          ...names,
          subject: registration.reference,
          event: { id: registration.eventId, title: registration.eventTitle },
          ...labelsFor(registration.eventId, field),
        };
      }
      case "contact_message":
        return { ...names, subject: found.messages.get(id)?.name ?? null };
      case "organiser": {
        const organiser = found.organisers.get(id);
        return { ...names, subject: organiser ? `${organiser.name} (${organiser.email})` : null };
      }
      case "mail": {
        const mail = found.mail.get(id);
        return { ...names, subject: mail ? `“${mail.subject}” to ${mail.recipient}` : null };
      }
      case "events":
        return { ...names, subject: found.events.get(id)?.title ?? null };
      case "event_registration_forms": {
        // A form's entry stores its event's id and the form's name ("Junior for Science Fair 2027").
        const event = found.events.get(id);
        const stored = typeof entry.details.name === "string" ? entry.details.name : undefined;
        return { ...names, subject: event ? (stored ?? event.title) : null, ...labelsFor(event ? id : undefined, stringsOf(entry.details.fields)) };
      }
      case "event_categories":
        return { ...names, subject: found.categories.get(id)?.name ?? null };
      default:
        return names;
    }
  });
}
