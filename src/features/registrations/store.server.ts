import type { Lang } from "#shared/lang.ts";
import { asLang } from "#shared/submission-language.ts";
import type { ConsentVersions } from "#shared/legal-versions.ts";
import type { ConsentRecord } from "#shared/console/consent.ts";
import type { Guardian } from "./guardian.ts";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { admitRegistration, registrationStatusOf, type Admission, type RegistrationStatus } from "#features/events/rules.ts";
import { alreadyRegisteredMessage, contactPhone, looksLikePhone, registrantName, type RegistrationContact } from "./rules.ts";
import { normaliseFormFields, type FormField } from "#shared/registration-form-fields.ts";
import type { RegistrationData } from "#shared/registration-validation.ts";
import type { Database } from "#server/db/client.ts";
import { eventRegistrations, eventCategories, eventRegistrationForms, events } from "#server/db/schema.ts";
import type { RegistrationPayment } from "#shared/registration-payment.ts";
import { admitWalkIn } from "#features/check-in/contract.ts";
import { claimUploads } from "./uploads.store.server.ts";
import { withNewReference } from "#server/db/repositories/references.ts";
import { lockSeats } from "#features/events/service.server.ts";
import type {
  EventForm,
  RegistrationAnswer,
  RegistrationCategoryCount,
  RegistrationDouble,
  RegistrationEventSummary,
  RegistrationPaymentView,
  RegistrationGuardianView,
  RegistrationSearchRow,
} from "./contract.ts";

/**
 * Stores a registration if the event and category still take one: confirmed while seats are left,
 * waitlisted after that if the event keeps a waiting list, refused (nothing stored) when full or past
 * the deadline. The seat check and the insert share one transaction under the event's lock.
 * The registration claims its uploads in the same transaction, so they are not swept; an upload it
 * cannot claim (unknown, swept, already claimed, or sent without its token) refuses it with
 * UploadsNotClaimable.
 * Suspected spam is stored with its time. A stored registration comes back with its
 * id and reference.
 * One registration per person per event: a registration whose contact e-mail or phone
 * an earlier one of the event (any category, suspected spam aside) has is refused with that one's
 * reference, before the seats are looked at: the person is told they are in, not that it is full.
 * Checked under the event's lock, so two at once cannot both pass. Suspected spam is not checked:
 * a bot is never told a reference. A cancelled registration does not count: its person may register
 * again.
 */
export async function insertRegistration(
  db: Database,
  registration: {
    eventId: string;
    categoryId: string;
    registrationData: RegistrationData;
    contact: RegistrationContact;
    /** The language of the page it was sent from: its e-mails are written in it. English when left out. */
    lang?: Lang;
  },
  now = new Date(),
  extra: {
    suspectedSpam?: boolean;
    uploads?: { claims: readonly { key: string; tokenHash: string }[]; claimWindowMs: number };
    /** A paid category's payment: a registration given a seat waits as payment_pending. */
    payment?: RegistrationPayment & { feeTaka: number };
    /**
     * Registered at the door by `checker`: no deadline, no waiting list, a seat
     * or an admin's override; stored confirmed (a payment taken there is verified) and checked in.
     */
    walkIn?: { checker: { id: string; name: string; email: string }; overrideSeats: boolean };
    /** The guardian of a participant who may be under 18, who consented. */
    guardian?: Guardian;
    /** The privacy policy and terms the visitor's form accepted, accepted now. */
    consent?: ConsentVersions;
  } = {},
): Promise<
  | (Exclude<Admission, { status: unknown }> & { existingReference?: string })
  | { status: "confirmed" | "waitlisted" | "payment_pending"; id: string; reference: string; beyondSeats: boolean }
> {
  return db.transaction(async (tx) => {
    const seats = await lockSeats(tx, registration.eventId, registration.categoryId);
    if (!seats) return { refused: "This event does not exist or is no longer shown." };
    const { contact, lang: _lang, ...answers } = registration;
    if (!extra.suspectedSpam) {
      const first = await findFirstRegistration(tx, registration.eventId, contact);
      if (first) return { refused: alreadyRegisteredMessage(first.reference, first.matched), existingReference: first.reference };
    }
    const walkIn = extra.walkIn;
    const admission: Admission | ReturnType<typeof admitWalkIn> = walkIn ? admitWalkIn(seats.limits, seats.taken, walkIn.overrideSeats) : admitRegistration(seats.limits, seats.taken, now);
    if ("refused" in admission) return admission;
    // A seat of a paid category is held while its payment waits to be verified; on the waiting list it
    // waits as any other. At the door the payment is taken before the person goes in: verified now.
    const status = extra.payment && !walkIn && admission.status === "confirmed" ? ("payment_pending" as const) : admission.status;
    const atTheDoor = walkIn
      ? {
          walkIn: true,
          checkedInAt: now,
          checkedInBy: walkIn.checker.id,
          checkedInByName: walkIn.checker.name,
          checkedInByEmail: walkIn.checker.email,
          doorChangedAt: now,
          ...(extra.payment ? { paymentVerifiedAt: now } : {}),
        }
      : {};
    const row = await withNewReference(async (reference) => {
      const [inserted] = await tx
        .insert(eventRegistrations)
        .values({
          ...answers,
          contactEmail: contact.email,
          contactPhone: contact.phone,
          lang: registration.lang ?? "en",
          reference,
          status,
          suspectedSpamAt: extra.suspectedSpam ? now : null,
          ...(extra.payment ?? {}),
          ...atTheDoor,
          ...(extra.guardian ? { guardianName: extra.guardian.name, guardianPhone: extra.guardian.phone, guardianConsent: true } : {}),
          ...(extra.consent ? { ...extra.consent, consentAt: now } : {}),
        })
        .onConflictDoNothing({ target: eventRegistrations.reference })
        .returning({ id: eventRegistrations.id, reference: eventRegistrations.reference });
      return inserted;
    });
    const uploads = extra.uploads;
    if (uploads && uploads.claims.length > 0) {
      const claimed = await claimUploads(tx, uploads.claims, row.id, uploads.claimWindowMs);
      const unclaimed = uploads.claims.filter((claim) => !claimed.has(claim.key)).map((claim) => claim.key);
      if (unclaimed.length > 0) throw new UploadsNotClaimable(unclaimed);
    }
    return { status, ...row, beyondSeats: "beyondSeats" in admission && admission.beyondSeats === true };
  });
}

/**
 * The event's earliest registration (suspected spam aside) with this e-mail or phone, and which of
 * them it has; none when the registration has neither (its form asks for neither).
 */
async function findFirstRegistration(tx: Database, eventId: string, contact: RegistrationContact) {
  const sameEmail = contact.email === null ? undefined : eq(eventRegistrations.contactEmail, contact.email);
  const samePhone = contact.phone === null ? undefined : eq(eventRegistrations.contactPhone, contact.phone);
  if (!sameEmail && !samePhone) return undefined;
  const [first] = await tx
    .select({ reference: eventRegistrations.reference, email: eventRegistrations.contactEmail, phone: eventRegistrations.contactPhone })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        isNull(eventRegistrations.suspectedSpamAt),
        ne(eventRegistrations.status, "cancelled"),
        or(sameEmail, samePhone),
      ),
    )
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
    .limit(1);
  if (!first) return undefined;
  const email = contact.email !== null && first.email === contact.email;
  const phone = contact.phone !== null && first.phone === contact.phone;
  return { reference: first.reference, matched: email && phone ? ("both" as const) : email ? ("email" as const) : ("phone" as const) };
}

/** Files the registration refers to that it cannot claim: unknown, swept, claimed already, or another browser's. */
export class UploadsNotClaimable extends Error {
  constructor(readonly keys: string[]) {
    super("a file of the registration cannot be claimed");
  }
}

/**
 * Event registrations for the organiser console: the events to choose from, an event's stored
 * forms and answer names (its columns), the filtered, paged table, one registration, and the
 * batches of an export. Every read of one event's rows goes through
 * event_registrations_event_created_at_idx (event_id, created_at, id).
 */

export interface RegistrationFilter {
  /** Without an event, every event's registrations (the export of everything). */
  event?: string;
  category?: string;
  status?: RegistrationStatus;
  q?: string;
  /** "1": only the registrations that look doubled (possibleDouble). */
  doubles?: "1";
  /** "1": only those checked in at the door; "0": only those not. */
  checkedIn?: "1" | "0";
}

/**
 * Another registration of the same event (suspected spam aside) with the same contact e-mail or phone
 * as the outer query's row: stored before the rule, or inserted by hand. Each side of
 * the `or` is one probe of its (event_id, contact_*) index. Written with qualified names, as in the events' seats.store.server.ts.
 * A cancelled registration is no double, nor has one: the person may register again.
 */
const sameContactElsewhere = sql`from event_registrations as other
  where other.event_id = "event_registrations"."event_id" and other.id <> "event_registrations"."id" and other.suspected_spam_at is null
    and other.status <> 'cancelled' and "event_registrations"."status" <> 'cancelled'
    and (other.contact_email = "event_registrations"."contact_email" or other.contact_phone = "event_registrations"."contact_phone")`;

const possibleDouble = sql`exists (select 1 ${sameContactElsewhere})`;

/** The other registrations a row looks doubled with, oldest first. */
const doublesOfRow = sql<RegistrationDouble[]>`coalesce((
  select json_agg(json_build_object('id', other.id, 'reference', other.reference) order by other.created_at, other.id) ${sameContactElsewhere}
), '[]'::json)`;

/**
 * The search: a case-insensitive substring of any answer (a list of choices as its JSON text), not
 * of the field names, and not of upload references, whose keys hold field names too. strpos rather
 * than ILIKE, so % and _ are searched for as themselves. The whole row's JSON text, kept in lower case
 * in answers_text, is tried first, which is cheap, and only the rows it finds are looked at answer by answer; a search with a
 * character JSON escapes (a quote, a backslash) skips that first look, which would miss it.
 */
function matchesSearch(text: string): SQL {
  // The registrant's reference (GSC-XXXX-XX), or part of it, finds the registration as well.
  const byReference = sql`strpos(lower(${eventRegistrations.reference}), lower(${text})) > 0`;
  const anyAnswer = sql`exists (
    select 1 from jsonb_each_text(${eventRegistrations.registrationData}) as answer
    where strpos(lower(answer.value), lower(${text})) > 0 and answer.value not like 'upload:%'
  )`;
  // eslint-disable-next-line no-control-regex -- the characters JSON text writes escaped
  if (/["\\\u0000-\u001f]/.test(text)) return sql`(${byReference} or ${anyAnswer})`;
  return sql`(${byReference} or (strpos(${eventRegistrations.answersText}, lower(${text})) > 0 and ${anyAnswer}))`;
}

function filterConditions(filter: RegistrationFilter): SQL | undefined {
  return and(
    // Suspected spam is listed and counted apart; an erased registration is in no list.
    sql`${eventRegistrations.suspectedSpamAt} is null`,
    isNull(eventRegistrations.erasedAt),
    filter.event === undefined ? undefined : eq(eventRegistrations.eventId, filter.event),
    filter.category === undefined ? undefined : eq(eventRegistrations.categoryId, filter.category),
    filter.status === undefined ? undefined : eq(eventRegistrations.status, filter.status),
    filter.q === undefined ? undefined : matchesSearch(filter.q),
    filter.doubles === undefined ? undefined : possibleDouble,
    filter.checkedIn === undefined ? undefined : filter.checkedIn === "1" ? isNotNull(eventRegistrations.checkedInAt) : isNull(eventRegistrations.checkedInAt),
  );
}

/** Every event, newest first, with how many registrations it has. */
export async function listRegistrationEvents(db: Database): Promise<RegistrationEventSummary[]> {
  const counts = db
    .select({ eventId: eventRegistrations.eventId, registrations: count().as("registrations") })
    .from(eventRegistrations)
    .where(sql`${eventRegistrations.suspectedSpamAt} is null`)
    .groupBy(eventRegistrations.eventId)
    .as("counts");
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      active: events.active,
      registrations: sql<number>`coalesce(${counts.registrations}, 0)::int`,
    })
    .from(events)
    .leftJoin(counts, eq(counts.eventId, events.id))
    .orderBy(desc(events.startsAt), asc(events.title), asc(events.id));
  return rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString(), registrations: Number(row.registrations) }));
}

export async function readEvent(db: Database, eventId: string): Promise<{ id: string; title: string } | undefined> {
  const [row] = await db.select({ id: events.id, title: events.title }).from(events).where(eq(events.id, eventId));
  return row;
}

/**
 * The stored forms of an event (active and inactive), in the order its columns follow: by the
 * category's display order, then name; within a category the active form first, then the newest.
 */
export async function readEventForms(db: Database, eventId: string): Promise<EventForm[]> {
  return db
    .select({ categoryId: eventRegistrationForms.categoryId, formFields: eventRegistrationForms.formFields })
    .from(eventRegistrationForms)
    .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrationForms.categoryId))
    .where(eq(eventRegistrationForms.eventId, eventId))
    .orderBy(
      sql`${eventCategories.displayOrder} asc nulls last`,
      asc(eventCategories.name),
      desc(eventRegistrationForms.active),
      desc(eventRegistrationForms.createdAt),
    );
}

/** Every event's stored forms, event by event in `readEventForms`'s order. */
export async function readAllForms(db: Database): Promise<(EventForm & { eventId: string })[]> {
  return db
    .select({ eventId: eventRegistrationForms.eventId, categoryId: eventRegistrationForms.categoryId, formFields: eventRegistrationForms.formFields })
    .from(eventRegistrationForms)
    .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrationForms.categoryId))
    .orderBy(
      asc(eventRegistrationForms.eventId),
      sql`${eventCategories.displayOrder} asc nulls last`,
      asc(eventCategories.name),
      desc(eventRegistrationForms.active),
      desc(eventRegistrationForms.createdAt),
    );
}

/** The names of the answers an event's registrations hold (a form may have been changed since). */
export async function readAnswerNames(db: Database, eventId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: sql<string>`jsonb_object_keys(${eventRegistrations.registrationData})` })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId));
  return rows.map((row) => row.name);
}

/** The answer names of every event's registrations, by event. */
export async function readAllAnswerNames(db: Database): Promise<Map<string, string[]>> {
  const rows = await db
    .selectDistinct({ eventId: eventRegistrations.eventId, name: sql<string>`jsonb_object_keys(${eventRegistrations.registrationData})` })
    .from(eventRegistrations);
  const byEvent = new Map<string, string[]>();
  for (const row of rows) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row.name]);
  return byEvent;
}

/**
 * An event's categories for the filter: those with a stored form or with registrations, in
 * display order, each with its registrations.
 */
export async function readEventCategories(db: Database, eventId: string): Promise<RegistrationCategoryCount[]> {
  const counts = db
    .select({ categoryId: eventRegistrations.categoryId, registrations: count().as("registrations") })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), sql`${eventRegistrations.suspectedSpamAt} is null`, isNull(eventRegistrations.erasedAt)))
    .groupBy(eventRegistrations.categoryId)
    .as("counts");
  const rows = await db
    .select({ id: eventCategories.id, name: eventCategories.name, registrations: sql<number>`coalesce(${counts.registrations}, 0)::int` })
    .from(eventCategories)
    .leftJoin(counts, eq(counts.categoryId, eventCategories.id))
    .where(
      sql`${counts.categoryId} is not null or exists (
        select 1 from event_registration_forms as form where form.event_id = ${eventId} and form.category_id = ${eventCategories.id}
      )`,
    )
    .orderBy(sql`${eventCategories.displayOrder} asc nulls last`, asc(eventCategories.name));
  return rows.map((row) => ({ ...row, registrations: Number(row.registrations) }));
}

export interface StoredRegistration {
  id: string;
  eventId: string;
  categoryId: string;
  categoryName: string;
  reference: string;
  /** confirmed or waitlisted, or cancelled by an organiser (104). */
  status: RegistrationStatus;
  createdAt: Date;
  answers: Record<string, RegistrationAnswer>;
  checkedInAt: Date | null;
  checkedInByName: string | null;
  /** Registered at the door. */
  walkIn: boolean;
  /** A paid category's payment, or null. */
  payment: RegistrationPaymentView | null;
  /** The guardian who consented (an event whose participants may be under 18), or null. */
  guardian: RegistrationGuardianView | null;
  /** The privacy policy and terms it accepted, and when. */
  consent: ConsentRecord;
  /** The language of the page it was sent from: the registrant's letters are in it. */
  lang: Lang;
}

const rowColumns = {
  id: eventRegistrations.id,
  eventId: eventRegistrations.eventId,
  categoryId: eventRegistrations.categoryId,
  categoryName: eventCategories.name,
  reference: eventRegistrations.reference,
  status: eventRegistrations.status,
  createdAt: eventRegistrations.createdAt,
  answers: eventRegistrations.registrationData,
  checkedInAt: eventRegistrations.checkedInAt,
  checkedInByName: eventRegistrations.checkedInByName,
  walkIn: eventRegistrations.walkIn,
  paymentType: eventRegistrations.paymentType,
  paymentNumber: eventRegistrations.paymentNumber,
  accountName: eventRegistrations.accountName,
  accountNumber: eventRegistrations.accountNumber,
  transactionId: eventRegistrations.transactionId,
  feeTaka: eventRegistrations.feeTaka,
  paymentVerifiedAt: eventRegistrations.paymentVerifiedAt,
  guardianName: eventRegistrations.guardianName,
  guardianPhone: eventRegistrations.guardianPhone,
  guardianConsent: eventRegistrations.guardianConsent,
  privacyPolicyVersion: eventRegistrations.privacyPolicyVersion,
  termsVersion: eventRegistrations.termsVersion,
  consentAt: eventRegistrations.consentAt,
  lang: eventRegistrations.lang,
};

interface PaymentColumns {
  paymentType: string | null;
  paymentNumber: string | null;
  accountName: string | null;
  accountNumber: string | null;
  transactionId: string | null;
  feeTaka: number | null;
  paymentVerifiedAt: Date | null;
}

interface GuardianAndConsentColumns {
  guardianName: string | null;
  guardianPhone: string | null;
  guardianConsent: boolean;
  privacyPolicyVersion: string | null;
  termsVersion: string | null;
  consentAt: Date | null;
}

function toStored(
  row: { answers: unknown; status: string; lang: string } & PaymentColumns & GuardianAndConsentColumns & Omit<StoredRegistration, "answers" | "status" | "payment" | "guardian" | "consent" | "lang">,
): StoredRegistration {
  const { paymentType, paymentNumber, accountName, accountNumber, transactionId, feeTaka, paymentVerifiedAt, ...afterPayment } = row;
  const { guardianName, guardianPhone, guardianConsent, privacyPolicyVersion, termsVersion, consentAt, ...rest } = afterPayment;
  const payment: RegistrationPaymentView | null =
    paymentType === "cash" || paymentType === "online"
      ? { paymentType, paymentNumber, accountName, accountNumber, transactionId, feeTaka, verifiedAt: paymentVerifiedAt?.toISOString() ?? null }
      : null;
  return {
    ...rest,
    status: registrationStatusOf(row.status),
    lang: asLang(row.lang),
    answers: answersOf(row.answers),
    payment,
    // After an erasure the consent stays and the name and phone are gone.
    guardian: guardianConsent ? { name: guardianName, phone: guardianPhone } : null,
    consent: { privacyPolicyVersion, termsVersion, consentAt: consentAt?.toISOString() ?? null },
  };
}

/** Stored answers as the console reads them: text, or lists of text; anything else (written by hand) as its JSON text. */
function answersOf(data: unknown): Record<string, RegistrationAnswer> {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return {};
  const answers: Record<string, RegistrationAnswer> = {};
  for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
    if (typeof value === "string") answers[name] = value;
    else if (Array.isArray(value)) answers[name] = value.map((item) => (typeof item === "string" ? item : JSON.stringify(item)));
    else answers[name] = JSON.stringify(value);
  }
  return answers;
}

/**
 * One page of an event's table, newest first, and how many registrations the filter matches. One
 * scan along event_registrations_event_created_at_idx finds the page's ids and the total, carrying
 * only ids through the count and past the skipped rows (a search reads each row's answers once);
 * then the page's rows are read by id. Only a page past the end, which has no row to carry the
 * total, counts again.
 */
export async function listRegistrations(
  db: Database,
  filter: RegistrationFilter & { event: string },
  page: { page: number; pageSize: number },
): Promise<{ rows: (StoredRegistration & { doubles: RegistrationDouble[] })[]; total: number }> {
  const where = filterConditions(filter);
  const newestFirst = [desc(eventRegistrations.createdAt), desc(eventRegistrations.id)];
  const found = await db
    .select({ id: eventRegistrations.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(eventRegistrations)
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  if (found.length === 0) {
    const total = page.page === 1 ? 0 : ((await db.select({ total: count() }).from(eventRegistrations).where(where))[0]?.total ?? 0);
    return { rows: [], total };
  }
  // Only the page's rows are looked at for doubles: a few index probes each.
  const rows = await db
    .select({ ...rowColumns, doubles: doublesOfRow })
    .from(eventRegistrations)
    .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrations.categoryId))
    .where(inArray(eventRegistrations.id, found.map((row) => row.id)))
    .orderBy(...newestFirst);
  return { rows: rows.map((row) => ({ ...toStored(row), doubles: row.doubles })), total: found[0]!.total };
}

export async function readRegistration(
  db: Database,
  id: string,
): Promise<
  | (StoredRegistration & {
      eventTitle: string;
      cancellation: { at: Date; reason: string } | null;
      /** The Bangla names its registrant's letters use when it came from a Bangla page. */
      eventTitleBn: string | null;
      categoryNameBn: string | null;
    })
  | undefined
> {
  const [row] = await db
    .select({
      ...rowColumns,
      eventTitle: events.title,
      cancelledAt: eventRegistrations.cancelledAt,
      cancellationReason: eventRegistrations.cancellationReason,
      eventTitleBn: events.titleBn,
      categoryNameBn: eventCategories.nameBn,
    })
    .from(eventRegistrations)
    .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrations.categoryId))
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.id, id));
  if (!row) return undefined;
  const { cancelledAt, cancellationReason, eventTitleBn, categoryNameBn, ...stored } = row;
  return {
    ...toStored(stored),
    eventTitle: row.eventTitle,
    cancellation: cancelledAt ? { at: cancelledAt, reason: cancellationReason ?? "" } : null,
    eventTitleBn,
    categoryNameBn,
  };
}

/**
 * One batch of an export, newest first as the table lists them, after the given row. The cursor's time is read again from
 * the row itself: a JavaScript Date keeps milliseconds, created_at keeps microseconds, and a
 * truncated time would send the batch's last row again.
 */
export async function readRegistrationExportBatch(
  db: Database,
  filter: RegistrationFilter & { event: string },
  after: { createdAt: Date; id: string } | undefined,
  limit: number,
): Promise<StoredRegistration[]> {
  const afterCursor =
    after &&
    sql`(${eventRegistrations.createdAt}, ${eventRegistrations.id}) < (
      coalesce((select cursor_row.created_at from event_registrations as cursor_row where cursor_row.id = ${after.id}::uuid), ${after.createdAt.toISOString()}::timestamptz),
      ${after.id}::uuid
    )`;
  const rows = await db
    .select(rowColumns)
    .from(eventRegistrations)
    .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrations.categoryId))
    .where(and(filterConditions(filter), afterCursor))
    .orderBy(desc(eventRegistrations.createdAt), desc(eventRegistrations.id))
    .limit(limit);
  return rows.map(toStored);
}

/**
 * The search across every event: a reference or any answer holding the text
 * (matchesSearch, as the table's search), and for a text that looks like a phone number also the
 * stored contact phone holding it as contactPhone makes it, so "+880 1712-345678" finds 01712345678.
 * Suspected spam is left out, as in the table. Newest first, at most `limit` rows, and whether more
 * match: one more is read to know. Each row's name is read from its category's forms for its event.
 */
export async function searchRegistrations(db: Database, text: string, limit: number): Promise<{ rows: RegistrationSearchRow[]; more: boolean }> {
  const phone = looksLikePhone(text) ? contactPhone(text) : null;
  const byPhone = phone === null ? undefined : sql`strpos(${eventRegistrations.contactPhone}, ${phone}) > 0`;
  const newestFirst = [desc(eventRegistrations.createdAt), desc(eventRegistrations.id)];
  // The ids alone first: a common word matches thousands of rows, and only the shown ones are joined.
  const found = await db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(isNull(eventRegistrations.suspectedSpamAt), isNull(eventRegistrations.erasedAt), or(matchesSearch(text), byPhone)))
    .orderBy(...newestFirst)
    .limit(limit + 1);
  const shownIds = found.slice(0, limit).map((row) => row.id);
  if (shownIds.length === 0) return { rows: [], more: false };
  const shown = await db
    .select({
      id: eventRegistrations.id,
      reference: eventRegistrations.reference,
      status: eventRegistrations.status,
      createdAt: eventRegistrations.createdAt,
      eventId: eventRegistrations.eventId,
      eventTitle: events.title,
      categoryId: eventRegistrations.categoryId,
      categoryName: eventCategories.name,
      answers: eventRegistrations.registrationData,
      email: eventRegistrations.contactEmail,
      phone: eventRegistrations.contactPhone,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrations.categoryId))
    .where(inArray(eventRegistrations.id, shownIds))
    .orderBy(...newestFirst);
  const forms = await readFormsByCategory(db, [...new Set(shown.map((row) => row.eventId))]);
  return {
    rows: shown.map(({ answers, categoryId, ...row }) => ({
      ...row,
      status: registrationStatusOf(row.status),
      createdAt: row.createdAt.toISOString(),
      name: registrantName(forms.get(`${row.eventId} ${categoryId}`) ?? [], answersOf(answers)),
    })),
    more: found.length > limit,
  };
}

/** The stored forms of the given events, by "eventId categoryId": the active one first, then the newest. */
async function readFormsByCategory(db: Database, eventIds: string[]): Promise<Map<string, FormField[][]>> {
  const byCategory = new Map<string, FormField[][]>();
  if (eventIds.length === 0) return byCategory;
  const rows = await db
    .select({ eventId: eventRegistrationForms.eventId, categoryId: eventRegistrationForms.categoryId, formFields: eventRegistrationForms.formFields })
    .from(eventRegistrationForms)
    .where(inArray(eventRegistrationForms.eventId, eventIds))
    .orderBy(desc(eventRegistrationForms.active), desc(eventRegistrationForms.createdAt));
  for (const row of rows) {
    const key = `${row.eventId} ${row.categoryId}`;
    byCategory.set(key, [...(byCategory.get(key) ?? []), normaliseFormFields(row.formFields)]);
  }
  return byCategory;
}
