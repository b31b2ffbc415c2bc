import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { registrationStatusOf, seatHoldingStatuses, type RegistrationStatus, type SeatLimits, type SeatsTaken } from "./rules.ts";
import type { Database } from "#server/db/client.ts";
import { eventCategories, eventRegistrationForms, eventRegistrations, events } from "#server/db/schema.ts";

// Written with qualified names: drizzle leaves a column of a single-table query unqualified, and
// inside the subquery an unqualified "event_id" would be the registration's own. Suspected spam
// (a filled honeypot) is stored but takes no seat.

/** The statuses holding a seat, as SQL: confirmed, and payment pending. */
export const seatHolding = sql.raw(`(${seatHoldingStatuses.map((status) => `'${status}'`).join(", ")})`);

/** Registrations holding a seat in the event the outer query is on (a correlated subquery). */
export const confirmedInEvent = sql<number>`(select count(*)::int from event_registrations r where r.event_id = "events"."id" and r.status in ${seatHolding} and r.suspected_spam_at is null)`;

/** Registrations holding a seat in the event and category of the outer query's form row. */
export const confirmedInCategory = sql<number>`(select count(*)::int from event_registrations r where r.event_id = "event_registration_forms"."event_id" and r.category_id = "event_registration_forms"."category_id" and r.status in ${seatHolding} and r.suspected_spam_at is null)`;

/**
 * Locks the event's row until the transaction ends and reads the limits of one of its categories
 * with the seats already taken. Every registration of the event takes the same lock before counting,
 * so two of them never both see the last seat free. NO KEY UPDATE, not UPDATE:
 * the registration's own foreign key check (KEY SHARE) must not wait on it.
 */
export async function lockSeats(
  tx: Database,
  eventId: string,
  categoryId: string,
): Promise<{ limits: SeatLimits; taken: SeatsTaken } | undefined> {
  const [event] = await tx
    .select({ capacity: events.capacity, deadline: events.registrationDeadline, waitlistEnabled: events.waitlistEnabled })
    .from(events)
    .where(eq(events.id, eventId))
    .for("no key update");
  if (!event) return undefined;
  const [form] = await tx
    .select({ capacity: eventRegistrationForms.capacity, deadline: eventRegistrationForms.registrationDeadline })
    .from(eventRegistrationForms)
    .where(and(eq(eventRegistrationForms.eventId, eventId), eq(eventRegistrationForms.categoryId, categoryId), eq(eventRegistrationForms.active, true)));
  const [taken] = await tx
    .select({
      event: sql<number>`count(*)::int`,
      category: sql<number>`(count(*) filter (where ${eventRegistrations.categoryId} = ${categoryId}))::int`,
    })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.status, [...seatHoldingStatuses]), isNull(eventRegistrations.suspectedSpamAt)));
  return {
    limits: {
      eventCapacity: event.capacity,
      eventDeadline: event.deadline,
      categoryCapacity: form?.capacity ?? null,
      categoryDeadline: form?.deadline ?? null,
      waitlistEnabled: event.waitlistEnabled,
    },
    taken: taken ?? { event: 0, category: 0 },
  };
}

export interface LockedRegistration {
  eventId: string;
  categoryId: string;
  status: RegistrationStatus;
  reference: string;
  /** Suspected spam takes no seat. */
  suspectedSpam: boolean;
}

/** The registration's event and category, with its event's row locked (see lockSeats). */
export async function lockRegistration(tx: Database, registrationId: string): Promise<LockedRegistration | undefined> {
  const [row] = await tx
    .select({ eventId: eventRegistrations.eventId, categoryId: eventRegistrations.categoryId, status: eventRegistrations.status })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, registrationId));
  if (!row) return undefined;
  await tx.select({ id: events.id }).from(events).where(eq(events.id, row.eventId)).for("no key update");
  // Read again under the lock: another organiser may have confirmed or cancelled it meanwhile.
  const [current] = await tx
    .select({ status: eventRegistrations.status, reference: eventRegistrations.reference, suspectedSpamAt: eventRegistrations.suspectedSpamAt })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, registrationId))
    .for("update");
  return current && { ...row, status: registrationStatusOf(current.status), reference: current.reference, suspectedSpam: current.suspectedSpamAt !== null };
}

/** Cancels a registration that is not cancelled yet, with when and why; false if it was cancelled already. */
export async function cancelRegistration(tx: Database, registrationId: string, reason: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(eventRegistrations)
    .set({ status: "cancelled", cancelledAt: now, cancellationReason: reason })
    .where(and(eq(eventRegistrations.id, registrationId), sql`${eventRegistrations.status} <> 'cancelled'`))
    .returning({ id: eventRegistrations.id });
  return rows.length === 1;
}

/** The event's waiting list, first come first: suspected spam aside, in created_at order (ties by id). */
export async function listWaitlisted(tx: Database, eventId: string): Promise<{ id: string; categoryId: string; reference: string }[]> {
  return tx
    .select({ id: eventRegistrations.id, categoryId: eventRegistrations.categoryId, reference: eventRegistrations.reference })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "waitlisted"), isNull(eventRegistrations.suspectedSpamAt)))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
}

/**
 * Moves a waitlisted registration to a seat: confirmed, or payment pending when it is of a paid
 * category and its payment is not verified yet (its time to pay runs from now).
 * False if it was not waitlisted.
 */
export async function confirmWaitlisted(tx: Database, registrationId: string, now = new Date()): Promise<boolean> {
  const rows = await tx
    .update(eventRegistrations)
    .set({
      status: sql`case when ${eventRegistrations.paymentType} is not null and ${eventRegistrations.paymentVerifiedAt} is null then 'payment_pending' else 'confirmed' end`,
      confirmedFromWaitlistAt: now,
    })
    .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.status, "waitlisted")))
    .returning({ id: eventRegistrations.id });
  return rows.length === 1;
}

/**
 * Takes the expiry's advisory lock for the rest of the transaction, without waiting: false when
 * another process's run holds it.
 */
export async function tryExpiryLock(tx: Database): Promise<boolean> {
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('registration payment expiry')) as got`)) as unknown as { rows: { got: boolean }[] };
  return result.rows[0]?.got === true;
}

/**
 * Payment-pending registrations (of one event, or all) whose time to pay, counted from when they took
 * their seat (moved up from the waiting list, else registered), ended before `before`; oldest first.
 */
export async function overduePaymentPending(tx: Database, before: Date, limit: number, eventId?: string): Promise<string[]> {
  const rows = await tx
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.status, "payment_pending"),
        eventId === undefined ? undefined : eq(eventRegistrations.eventId, eventId),
        sql`coalesce(${eventRegistrations.confirmedFromWaitlistAt}, ${eventRegistrations.createdAt}) < ${before}`,
      ),
    )
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Confirms a payment-pending registration whose payment an organiser received; false if it was not pending. */
export async function markRegistrationPaid(tx: Database, registrationId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(eventRegistrations)
    .set({ status: "confirmed", paymentVerifiedAt: now })
    .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.status, "payment_pending")))
    .returning({ id: eventRegistrations.id });
  return rows.length === 1;
}

/** The event's categories with an active form (those that take registrations), in display order. */
export async function categoriesTakingRegistrations(db: Database, eventId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: eventCategories.id, name: eventCategories.name })
    .from(eventRegistrationForms)
    .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrationForms.categoryId))
    .where(and(eq(eventRegistrationForms.eventId, eventId), eq(eventRegistrationForms.active, true)))
    .orderBy(asc(eventCategories.displayOrder), asc(eventCategories.name));
}

/** Puts a registration in another category of its event. */
export async function moveRegistration(tx: Database, registrationId: string, categoryId: string): Promise<void> {
  await tx.update(eventRegistrations).set({ categoryId }).where(eq(eventRegistrations.id, registrationId));
}
