import { and, asc, count, eq, sql } from "drizzle-orm";
import { overviewEventLimit, type OverviewEvent } from "#shared/console/overview.ts";
import type { Database } from "../client.ts";
import { applications, contactMessages, eventRegistrations, events, mailOutbox, registrationListVisits } from "../schema.ts";

/**
 * The console Overview's counts. Each is one count over an index or a small
 * table, so the page stays quick at the load seed's volume; suspected spam is never counted, as the
 * lists it links to never show it.
 */

/** Applications whose payment waits to be verified: the applications list filtered to pending. */
export async function countPaymentsToVerify(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.status, "pending"), sql`${applications.suspectedSpamAt} is null`));
  return row?.n ?? 0;
}

/** Messages nobody has opened: the messages list filtered to unread. */
export async function countUnreadMessages(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.state, "unread"), sql`${contactMessages.suspectedSpamAt} is null`));
  return row?.n ?? 0;
}

/** E-mail the outbox gave up on after its last attempt, until an admin retries it. */
export async function countFailedMail(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.state, "failed"));
  return row?.n ?? 0;
}

/**
 * Active events not over yet, soonest first: those that start or end today or later in Dhaka, and
 * whose photo album is not set (an event with photos is past, spec section 4), less those whose
 * registration is handed to an outside form. For each, the registrations since this organiser last
 * opened its list (every one before the first time; cancelled ones aside) and how many wait for a seat; both counts read
 * event_registrations through its (event_id, created_at, id) and (event_id, category_id, status) indexes.
 */
export async function listUpcomingEvents(db: Database, organiserId: string, now = new Date()): Promise<OverviewEvent[]> {
  const todayInDhaka = sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'Asia/Dhaka') at time zone 'Asia/Dhaka')`;
  const newRegistrations = sql<number>`(
    select count(*) from ${eventRegistrations} as registration
    where registration.event_id = ${events.id} and registration.suspected_spam_at is null and registration.status <> 'cancelled'
      and (${registrationListVisits.seenAt} is null or registration.created_at > ${registrationListVisits.seenAt})
  )`.mapWith(Number);
  const waitlisted = sql<number>`(
    select count(*) from ${eventRegistrations} as registration
    where registration.event_id = ${events.id} and registration.status = 'waitlisted' and registration.suspected_spam_at is null
  )`.mapWith(Number);
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      waitlistEnabled: events.waitlistEnabled,
      seenAt: registrationListVisits.seenAt,
      newRegistrations,
      waitlisted,
    })
    .from(events)
    .leftJoin(registrationListVisits, and(eq(registrationListVisits.eventId, events.id), eq(registrationListVisits.organiserId, organiserId)))
    .where(
      and(
        eq(events.active, true),
        sql`${events.photosUrl} is null`,
        sql`coalesce(${events.endsAt}, ${events.startsAt}) >= ${todayInDhaka}`,
        sql`${events.googleFormMode} is distinct from 'redirect'`,
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.title), asc(events.id))
    .limit(overviewEventLimit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    newRegistrations: row.newRegistrations,
    seenBefore: row.seenAt !== null,
    waitlisted: row.waitlisted,
    waitlistEnabled: row.waitlistEnabled,
  }));
}

/**
 * This organiser has just been shown the newest registrations of an event, down to `newestId`: that
 * registration's own time is kept (the database's, to the microsecond, never the server clock's),
 * so only what arrives after it counts as new for them. A visit never moves the time back, and one
 * that finds nothing newer writes nothing (the list's first page is read far more often than it changes).
 */
export async function recordRegistrationsSeen(db: Database, organiserId: string, eventId: string, newestId: string): Promise<void> {
  await db.execute(sql`
    insert into registration_list_visits (organiser_id, event_id, seen_at)
    select ${organiserId}::uuid, ${eventId}::uuid, created_at from event_registrations where id = ${newestId}::uuid
    on conflict (organiser_id, event_id) do update set seen_at = excluded.seen_at
    where registration_list_visits.seen_at < excluded.seen_at
  `);
}
