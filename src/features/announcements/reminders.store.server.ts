import { inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { eventCategories, eventRegistrations, events } from "#server/db/schema.ts";

// The day-before reminder's claims (docs/decisions/145): a row in event_reminders per registration,
// ever; its primary key decides between two sweeps, in one process or two.

/**
 * Claims up to `limit` confirmed registrations with an e-mail address of active events starting in
 * [from, to) whose reminders are on and that have no reminder yet. A row another sweep claimed (even
 * one not yet committed) is skipped: ON CONFLICT waits for that sweep and then does nothing.
 */
export async function claimReminders(tx: Database, window: { from: Date; to: Date }, limit: number): Promise<string[]> {
  const result = (await tx.execute(sql`
    insert into event_reminders (registration_id, event_id)
    select r.id, r.event_id
    from event_registrations r
    join events e on e.id = r.event_id
    where e.active and e.reminders_enabled and e.starts_at >= ${window.from.toISOString()}::timestamptz and e.starts_at < ${window.to.toISOString()}::timestamptz
      and r.status = 'confirmed' and r.erased_at is null and r.suspected_spam_at is null and r.contact_email is not null
      and not exists (select 1 from event_reminders x where x.registration_id = r.id)
    order by r.id
    limit ${limit}
    on conflict (registration_id) do nothing
    returning registration_id`)) as unknown as { rows: { registration_id: string }[] };
  return result.rows.map((row) => row.registration_id);
}

export interface ReminderDetails {
  id: string;
  eventId: string;
  reference: string;
  email: string;
  lang: string;
  eventTitle: string;
  eventTitleBn: string | null;
  startsAt: Date;
  location: string | null;
  locationBn: string | null;
  categoryName: string;
  categoryNameBn: string | null;
}

/** What the reminder letters of the claimed registrations say. */
export async function readReminderDetails(tx: Database, ids: readonly string[]): Promise<ReminderDetails[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      id: eventRegistrations.id,
      eventId: eventRegistrations.eventId,
      reference: eventRegistrations.reference,
      email: eventRegistrations.contactEmail,
      lang: eventRegistrations.lang,
      eventTitle: events.title,
      eventTitleBn: events.titleBn,
      startsAt: events.startsAt,
      location: events.location,
      locationBn: events.locationBn,
      categoryName: eventCategories.name,
      categoryNameBn: eventCategories.nameBn,
    })
    .from(eventRegistrations)
    .innerJoin(events, sql`${events.id} = ${eventRegistrations.eventId}`)
    .innerJoin(eventCategories, sql`${eventCategories.id} = ${eventRegistrations.categoryId}`)
    .where(inArray(eventRegistrations.id, [...ids]));
  return rows.map((row) => ({ ...row, email: row.email! }));
}
