import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { doorChangesMax, doorWords, type CheckInEvent, type CheckInMark, type DoorPerson, type LiveCount } from "./contract.ts";
import type { AttendanceSummary } from "#features/registrations/contract.ts";
import { randomBytes } from "node:crypto";
import { normalisePhone } from "#shared/phone.ts";
import { normaliseReference } from "#shared/reference.ts";
import { registrantName, registrantNameField } from "#features/registrations/rules.ts";
import { normaliseFormFields, type FormField } from "#shared/registration-form-fields.ts";
import { registrationStatusOf, type RegistrationStatus } from "#features/events/rules.ts";
import type { Database } from "#server/db/client.ts";
import { eventCategories, eventRegistrationForms, eventRegistrations, events, serverSecrets } from "#server/db/schema.ts";
import { keptSecret } from "#server/db/repositories/server-secrets.ts";

/**
 * Check-in at the door. A ticket is a stored registration that is
 * confirmed and not suspected spam. Checking in is one statement that sets the time only where none
 * is set yet, so two devices at once get exactly one "checked in" and one "already".
 */

/** The organiser doing the check-in, as the row keeps them. */
export interface Checker {
  id: string;
  name: string;
  email: string;
}

// An erased registration is no one's: no row at the door.
const ticketed = and(eq(eventRegistrations.status, "confirmed"), isNull(eventRegistrations.suspectedSpamAt), isNull(eventRegistrations.erasedAt));

/**
 * Events to open at the door: those from a day ago on, soonest first, then the ten most recent before.
 * For a check-in helper (`window`), only visible events happening within it.
 */
export async function listCheckInEvents(db: Database, now: Date, window?: { from: Date; to: Date }): Promise<CheckInEvent[]> {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const counts = db
    .select({
      eventId: eventRegistrations.eventId,
      registered: sql<number>`count(*)::int`.as("registered"),
      checkedIn: sql<number>`count(${eventRegistrations.checkedInAt})::int`.as("checked_in"),
    })
    .from(eventRegistrations)
    .where(ticketed)
    .groupBy(eventRegistrations.eventId)
    .as("counts");
  const columns = {
    id: events.id,
    title: events.title,
    startsAt: events.startsAt,
    location: events.location,
    registered: sql<number>`coalesce(${counts.registered}, 0)`,
    checkedIn: sql<number>`coalesce(${counts.checkedIn}, 0)`,
  };
  if (window) {
    const within = await db
      .select(columns)
      .from(events)
      .leftJoin(counts, eq(counts.eventId, events.id))
      .where(and(eq(events.active, true), lt(events.startsAt, window.to), sql`coalesce(${events.endsAt}, ${events.startsAt}) >= ${window.from}`))
      .orderBy(asc(events.startsAt), asc(events.id));
    return within.map((row) => ({ ...row, startsAt: row.startsAt.toISOString(), registered: Number(row.registered), checkedIn: Number(row.checkedIn) }));
  }
  const [coming, past] = await Promise.all([
    db.select(columns).from(events).leftJoin(counts, eq(counts.eventId, events.id)).where(sql`coalesce(${events.endsAt}, ${events.startsAt}) >= ${dayAgo}`).orderBy(asc(events.startsAt), asc(events.id)),
    db.select(columns).from(events).leftJoin(counts, eq(counts.eventId, events.id)).where(sql`coalesce(${events.endsAt}, ${events.startsAt}) < ${dayAgo}`).orderBy(desc(events.startsAt), asc(events.id)).limit(10),
  ]);
  return [...coming, ...past].map((row) => ({ ...row, startsAt: row.startsAt.toISOString(), registered: Number(row.registered), checkedIn: Number(row.checkedIn) }));
}

export async function readCheckInEvent(db: Database, eventId: string): Promise<{ id: string; title: string; startsAt: Date; endsAt: Date | null; active: boolean } | undefined> {
  const [row] = await db.select({ id: events.id, title: events.title, startsAt: events.startsAt, endsAt: events.endsAt, active: events.active }).from(events).where(eq(events.id, eventId));
  return row;
}

const doorSecretName = "door-offline";
const freshDoorSecret = () => randomBytes(32).toString("base64url");

/** The door's secret, under which each event's offline key is made. Read each time: another process may have changed it. */
export async function doorSecret(db: Database): Promise<Buffer> {
  return Buffer.from(await keptSecret(db, doorSecretName, freshDoorSecret), "base64url");
}

/** A new door secret: every event's offline key changes, so every device's list is out of date and fetched again. */
export async function rotateDoorSecret(db: Database): Promise<void> {
  const value = freshDoorSecret();
  await db.insert(serverSecrets).values({ name: doorSecretName, value }).onConflictDoUpdate({ target: serverSecrets.name, set: { value } });
}

/** The event's stored forms by category, the active one first: where each registrant's name is read from. */
export async function formsByCategory(db: Database, eventId: string): Promise<Map<string, FormField[][]>> {
  const rows = await db
    .select({ categoryId: eventRegistrationForms.categoryId, formFields: eventRegistrationForms.formFields })
    .from(eventRegistrationForms)
    .where(eq(eventRegistrationForms.eventId, eventId))
    .orderBy(desc(eventRegistrationForms.active), desc(eventRegistrationForms.createdAt));
  const byCategory = new Map<string, FormField[][]>();
  for (const row of rows) byCategory.set(row.categoryId, [...(byCategory.get(row.categoryId) ?? []), normaliseFormFields(row.formFields)]);
  return byCategory;
}

/** Only the name field's answer leaves the database: the row's other answers are never read for the door. */
function namesOf(forms: Map<string, FormField[][]>) {
  return (categoryId: string, answers: unknown) => registrantName(forms.get(categoryId) ?? [], (answers ?? {}) as Record<string, unknown>);
}

export interface DoorRow {
  id: string;
  reference: string;
  categoryId: string;
  categoryName: string;
  name: string | null;
  checkedInAt: Date | null;
  checkedInByName: string | null;
}

/** What the door reads of a registration (with its category's name): the offline list, a search, a scan's person. */
const doorRowColumns = {
  id: eventRegistrations.id,
  reference: eventRegistrations.reference,
  categoryId: eventRegistrations.categoryId,
  categoryName: eventCategories.name,
  answers: eventRegistrations.registrationData,
  checkedInAt: eventRegistrations.checkedInAt,
  checkedInByName: eventRegistrations.checkedInByName,
};

/**
 * Every ticket of the event for the offline list, by name; and the references of its waitlisted and
 * cancelled registrations.
 */
export async function readDoorList(db: Database, eventId: string): Promise<{ rows: DoorRow[]; refused: { reference: string; status: RegistrationStatus }[] }> {
  const [forms, rows, refused] = await Promise.all([
    formsByCategory(db, eventId),
    db
      .select(doorRowColumns)
      .from(eventRegistrations)
      .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrations.categoryId))
      .where(and(eq(eventRegistrations.eventId, eventId), ticketed)),
    db
      .select({ reference: eventRegistrations.reference, status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), isNull(eventRegistrations.suspectedSpamAt), isNull(eventRegistrations.erasedAt), inArray(eventRegistrations.status, ["waitlisted", "cancelled"]))),
  ]);
  const nameOf = namesOf(forms);
  const named = rows.map(({ answers, ...row }) => ({ ...row, name: nameOf(row.categoryId, answers) }));
  named.sort((a, b) => (a.name ?? "\uffff").localeCompare(b.name ?? "\uffff", "en") || a.reference.localeCompare(b.reference));
  return { rows: named, refused: refused.map((row) => ({ reference: row.reference, status: registrationStatusOf(row.status) })) };
}

/** What a scan or a check-in found: the registration of any event by reference or id, with what the door may show. */
export interface FoundTicket {
  id: string;
  eventId: string;
  eventTitle: string;
  eventStartsAt: Date;
  eventLocation: string | null;
  reference: string;
  status: RegistrationStatus;
  suspectedSpam: boolean;
  categoryId: string;
  categoryName: string;
  /** The editor's Bangla twins, for the ticket's Bangla page. */
  eventTitleBn: string | null;
  eventLocationBn: string | null;
  categoryNameBn: string | null;
  answers: unknown;
  checkedInAt: Date | null;
  checkedInByName: string | null;
}

export async function findTicket(db: Database, by: { reference: string } | { id: string }): Promise<FoundTicket | undefined> {
  const [row] = await db
    .select({
      id: eventRegistrations.id,
      eventId: eventRegistrations.eventId,
      eventTitle: events.title,
      eventStartsAt: events.startsAt,
      eventLocation: events.location,
      reference: eventRegistrations.reference,
      status: eventRegistrations.status,
      suspectedSpamAt: eventRegistrations.suspectedSpamAt,
      categoryId: eventRegistrations.categoryId,
      categoryName: eventCategories.name,
      eventTitleBn: events.titleBn,
      eventLocationBn: events.locationBn,
      categoryNameBn: eventCategories.nameBn,
      answers: eventRegistrations.registrationData,
      checkedInAt: eventRegistrations.checkedInAt,
      checkedInByName: eventRegistrations.checkedInByName,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrations.categoryId))
    .where("reference" in by ? eq(eventRegistrations.reference, by.reference) : eq(eventRegistrations.id, by.id));
  if (!row) return undefined;
  const { suspectedSpamAt, ...rest } = row;
  return { ...rest, status: registrationStatusOf(row.status), suspectedSpam: suspectedSpamAt !== null };
}

/** The door's view of a found ticket: its name from its form, nothing else of its answers. */
export async function doorPersonOf(db: Database, ticket: FoundTicket): Promise<DoorPerson> {
  const forms = await formsByCategory(db, ticket.eventId);
  return { registrationId: ticket.id, reference: ticket.reference, name: namesOf(forms)(ticket.categoryId, ticket.answers), category: ticket.categoryName };
}

/** The moment a door change is stamped with: the database's clock, the same for every server process. */
export const doorNow = sql`clock_timestamp()`;

/** How far back each look for changes reaches before the last one's time: a change stamped just before it but committed after is still seen. */
const doorChangesOverlapMs = 5_000;

/**
 * The door's changes in one event since `since` (less the overlap; none when null, only the time to
 * ask from next): each changed ticket with its check-in now, or null when undone. `at` is the
 * database's time of this look, which the device sends back next time.
 */
export async function readDoorChanges(db: Database, eventId: string, since: Date | null): Promise<{ at: string; changes: { registrationId: string; checkedIn: CheckInMark | null }[] }> {
  const [clock] = ((await db.execute(sql`select clock_timestamp() as now`)) as unknown as { rows: { now: Date | string }[] }).rows;
  const at = new Date(clock!.now).toISOString();
  if (!since) return { at, changes: [] };
  const rows = await db
    .select({ id: eventRegistrations.id, checkedInAt: eventRegistrations.checkedInAt, by: eventRegistrations.checkedInByName })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), ticketed, gt(eventRegistrations.doorChangedAt, new Date(since.getTime() - doorChangesOverlapMs))))
    .orderBy(asc(eventRegistrations.doorChangedAt))
    .limit(doorChangesMax);
  return { at, changes: rows.map((row) => ({ registrationId: row.id, checkedIn: row.checkedInAt ? { at: row.checkedInAt.toISOString(), by: row.by } : null })) };
}

/**
 * Checks the ticket in at `at` if it has no check-in yet; answers the check-in it now has and whether
 * this call made it. One statement: of two calls at once, one sets the time and the other finds it set.
 */
export async function checkIn(db: Database, registrationId: string, eventId: string, checker: Checker, at: Date): Promise<{ made: boolean; mark: CheckInMark } | undefined> {
  const [made] = await db
    .update(eventRegistrations)
    .set({ checkedInAt: at, checkedInBy: checker.id, checkedInByName: checker.name, checkedInByEmail: checker.email, doorChangedAt: doorNow })
    .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId), ticketed, isNull(eventRegistrations.checkedInAt)))
    .returning({ at: eventRegistrations.checkedInAt, by: eventRegistrations.checkedInByName });
  if (made?.at) return { made: true, mark: { at: made.at.toISOString(), by: made.by } };
  const [kept] = await db
    .select({ at: eventRegistrations.checkedInAt, by: eventRegistrations.checkedInByName })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId), ticketed));
  if (!kept?.at) return undefined;
  return { made: false, mark: { at: kept.at.toISOString(), by: kept.by } };
}

/**
 * A check-in made offline at `at` (the device's time): kept if the ticket has none or only a later
 * one, so whichever device checked the person in first is the one every device shows. A repeat of
 * the same check-in changes nothing. Answers the check-in the ticket has now, and whether this one is it.
 */
export async function syncCheckIn(
  db: Database,
  registrationId: string,
  eventId: string,
  checker: Checker,
  at: Date,
): Promise<{ outcome: "kept" | "earlier-kept"; mark: CheckInMark } | { outcome: "not_found" | "cancelled" | "waitlisted" }> {
  const [won] = await db
    .update(eventRegistrations)
    .set({ checkedInAt: at, checkedInBy: checker.id, checkedInByName: checker.name, checkedInByEmail: checker.email, doorChangedAt: doorNow })
    .where(
      and(
        eq(eventRegistrations.id, registrationId),
        eq(eventRegistrations.eventId, eventId),
        ticketed,
        or(isNull(eventRegistrations.checkedInAt), gt(eventRegistrations.checkedInAt, at)),
      ),
    )
    .returning({ at: eventRegistrations.checkedInAt, by: eventRegistrations.checkedInByName });
  if (won?.at) return { outcome: "kept", mark: { at: won.at.toISOString(), by: won.by } };
  const [row] = await db
    .select({ at: eventRegistrations.checkedInAt, by: eventRegistrations.checkedInByName, byId: eventRegistrations.checkedInBy, status: eventRegistrations.status, spam: eventRegistrations.suspectedSpamAt })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId)));
  if (!row || row.spam !== null) return { outcome: "not_found" };
  if (row.status === "cancelled" || row.status === "waitlisted") return { outcome: row.status };
  if (!row.at) return { outcome: "not_found" };
  // The same check-in sent again (a retried sync) is this device's own.
  const same = row.at.getTime() === at.getTime() && row.byId === checker.id;
  return { outcome: same ? "kept" : "earlier-kept", mark: { at: row.at.toISOString(), by: row.by } };
}

/**
 * Takes back the organiser's own last check-in if it is this registration's and under `windowMs` old;
 * answers what stood in the way otherwise.
 */
export async function undoCheckIn(db: Database, registrationId: string, eventId: string, organiserId: string, now: Date, windowMs: number): Promise<"undone" | "none" | "not-last"> {
  const since = new Date(now.getTime() - windowMs);
  const [last] = await db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.checkedInBy, organiserId), gt(eventRegistrations.checkedInAt, since)))
    .orderBy(desc(eventRegistrations.checkedInAt))
    .limit(1);
  if (!last) return "none";
  if (last.id !== registrationId) return "not-last";
  const [undone] = await db
    .update(eventRegistrations)
    .set({ checkedInAt: null, checkedInBy: null, checkedInByName: null, checkedInByEmail: null, doorChangedAt: doorNow })
    .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.checkedInBy, organiserId), gt(eventRegistrations.checkedInAt, since)))
    .returning({ id: eventRegistrations.id });
  return undone ? "undone" : "none";
}

/** doorWords' breaks, in SQL. */
const wordBreaks = "[[:space:].,;:()/-]+";

/**
 * Within one event's tickets: a name whose words begin with the typed words, a
 * reference that begins with the text (or is typed whole, loosely), or a whole phone number or e-mail address typed in full. No
 * other answer is read, and no part of a phone or e-mail finds anyone. At most `limit`.
 */
export async function searchDoor(db: Database, eventId: string, text: string, limit: number): Promise<{ rows: (DoorPerson & { checkedIn: CheckInMark | null })[]; more: boolean }> {
  const lowered = text.trim().toLowerCase();
  const forms = await formsByCategory(db, eventId);
  const matches: SQL[] = [sql`left(lower(${eventRegistrations.reference}), ${lowered.length}) = ${lowered}`];
  // A whole reference typed loosely (no prefix, spaces for dashes, any case).
  const reference = normaliseReference(text);
  if (reference) matches.push(eq(eventRegistrations.reference, reference));
  if (lowered.includes("@")) matches.push(eq(eventRegistrations.contactEmail, lowered));
  const phone = normalisePhone(text);
  if (phone) matches.push(eq(eventRegistrations.contactPhone, phone));
  const words = doorWords(text);
  if (words.length > 0) {
    // Each category's name answer, as namesOf reads it: the first of its forms' name fields that holds one.
    const names: SQL[] = [];
    for (const [categoryId, categoryForms] of forms) {
      const fields = [...new Set(categoryForms.map((fields) => registrantNameField(fields)?.name).filter((name): name is string => name !== undefined))];
      if (fields.length === 0) continue;
      const answer = sql.join(
        fields.map((field) => sql`nullif(btrim(${eventRegistrations.registrationData} ->> ${field}), '')`),
        sql`, `,
      );
      names.push(sql`when ${eventRegistrations.categoryId} = ${categoryId} then coalesce(${answer})`);
    }
    if (names.length > 0) {
      const spaced = sql`(' ' || regexp_replace(lower(case ${sql.join(names, sql` `)} end), ${wordBreaks}, ' ', 'g'))`;
      matches.push(and(...words.map((word) => sql`strpos(${spaced}, ${` ${word}`}) > 0`))!);
    }
  }
  const rows = await db
    .select(doorRowColumns)
    .from(eventRegistrations)
    .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrations.categoryId))
    .where(and(eq(eventRegistrations.eventId, eventId), ticketed, or(...matches)))
    .orderBy(asc(eventRegistrations.reference))
    .limit(limit + 1);
  const nameOf = namesOf(forms);
  return {
    rows: rows.slice(0, limit).map((row) => ({
      registrationId: row.id,
      reference: row.reference,
      name: nameOf(row.categoryId, row.answers),
      category: row.categoryName,
      checkedIn: row.checkedInAt ? { at: row.checkedInAt.toISOString(), by: row.checkedInByName } : null,
    })),
    more: rows.length > limit,
  };
}

/** Checked in and registered, in all and per category: one grouped read of the live-count index. */
export async function countCheckIns(db: Database, eventId: string): Promise<LiveCount> {
  const rows = await db
    .select({
      name: eventCategories.name,
      order: eventCategories.displayOrder,
      registered: sql<number>`count(*)::int`,
      checkedIn: sql<number>`count(${eventRegistrations.checkedInAt})::int`,
    })
    .from(eventRegistrations)
    .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrations.categoryId))
    .where(and(eq(eventRegistrations.eventId, eventId), ticketed))
    .groupBy(eventCategories.id, eventCategories.name, eventCategories.displayOrder)
    .orderBy(sql`${eventCategories.displayOrder} asc nulls last`, asc(eventCategories.name));
  const categories = rows.map((row) => ({ name: row.name, registered: Number(row.registered), checkedIn: Number(row.checkedIn) }));
  return {
    registered: categories.reduce((sum, c) => sum + c.registered, 0),
    checkedIn: categories.reduce((sum, c) => sum + c.checkedIn, 0),
    categories,
  };
}

/**
 * An event's attendance: its tickets, who was checked in, walk-ins and no-shows, in all and per
 * category. No-shows are counted once the event has started (by `now`): before, no one has missed it.
 */
export async function readAttendance(db: Database, eventId: string, now = new Date()): Promise<AttendanceSummary> {
  const [event] = await db.select({ startsAt: events.startsAt }).from(events).where(eq(events.id, eventId));
  const started = event !== undefined && event.startsAt.getTime() <= now.getTime();
  const rows = await db
    .select({
      name: eventCategories.name,
      registered: sql<number>`count(*)::int`,
      checkedIn: sql<number>`count(${eventRegistrations.checkedInAt})::int`,
      walkIns: sql<number>`count(*) filter (where ${eventRegistrations.walkIn})::int`,
    })
    .from(eventRegistrations)
    .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrations.categoryId))
    .where(and(eq(eventRegistrations.eventId, eventId), ticketed))
    .groupBy(eventCategories.id, eventCategories.name, eventCategories.displayOrder)
    .orderBy(sql`${eventCategories.displayOrder} asc nulls last`, asc(eventCategories.name));
  const categories = rows.map((row) => {
    const registered = Number(row.registered);
    const checkedIn = Number(row.checkedIn);
    return { name: row.name, registered, checkedIn, walkIns: Number(row.walkIns), noShows: started ? registered - checkedIn : null };
  });
  const sum = (key: "registered" | "checkedIn" | "walkIns") => categories.reduce((total, c) => total + c[key], 0);
  return { registered: sum("registered"), checkedIn: sum("checkedIn"), walkIns: sum("walkIns"), noShows: started ? sum("registered") - sum("checkedIn") : null, started, categories };
}
