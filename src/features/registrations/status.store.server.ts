import { and, eq, isNull, sql } from "drizzle-orm";
import type { RegistrationStatusAnswer } from "#features/applications/contract.ts";
import { apiPaths } from "#shared/api/paths.ts";
import { contactEmail } from "./rules.ts";
import { registrationStatusOf } from "#features/events/rules.ts";
import { ticketPath, ticketQrPath } from "#shared/tickets.ts";

const ticketPaths = (reference: string, code: string) => ({ path: ticketPath(reference, code), qrPath: ticketQrPath(reference, code) });
import type { Database } from "#server/db/client.ts";
import { eventCategories, eventRegistrations, events } from "#server/db/schema.ts";

/**
 * The status of the event registration with this reference and e-mail address (the form's e-mail
 * answer, stored for comparison as contact_email), or undefined; suspected spam is never
 * found. One query for the row, whichever half does not match; a waitlisted one adds its place: 1 +
 * the event's waitlisted registrations stored before it.
 */
export async function findRegistrationStatus(
  db: Database,
  reference: string,
  email: string,
  ticketCodeOf: (registration: { id: string; eventId: string }) => string,
): Promise<RegistrationStatusAnswer | undefined> {
  const given = contactEmail(email);
  if (given === null) return undefined;
  const [row] = await db
    .select({
      id: eventRegistrations.id,
      reference: eventRegistrations.reference,
      status: eventRegistrations.status,
      submittedAt: eventRegistrations.createdAt,
      eventId: events.id,
      title: events.title,
      titleBn: events.titleBn,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      location: events.location,
      locationBn: events.locationBn,
      shown: events.active,
      category: eventCategories.name,
      categoryBn: eventCategories.nameBn,
      waitlistPosition: sql<number | null>`case when ${eventRegistrations.status} = 'waitlisted' then 1 + (
        select count(*)::int from event_registrations earlier
        where earlier.event_id = ${eventRegistrations.eventId} and earlier.status = 'waitlisted' and earlier.suspected_spam_at is null
          and (earlier.created_at, earlier.id) < (${eventRegistrations.createdAt}, ${eventRegistrations.id})
      ) end`,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrations.categoryId))
    .where(and(eq(eventRegistrations.reference, reference), eq(eventRegistrations.contactEmail, given), isNull(eventRegistrations.suspectedSpamAt)));
  if (!row) return undefined;
  const status = registrationStatusOf(row.status);
  return {
    kind: "registration",
    reference: row.reference,
    status,
    waitlistPosition: status === "waitlisted" ? Number(row.waitlistPosition) : null,
    submittedAt: row.submittedAt.toISOString(),
    event: {
      title: row.title,
      titleBn: row.titleBn,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      location: row.location,
      locationBn: row.locationBn,
    },
    category: row.category,
    categoryBn: row.categoryBn,
    // A cancelled registration has nothing to put in a calendar.
    calendarPath: row.shown && status !== "cancelled" ? apiPaths.eventCalendar.replace(":eventId", encodeURIComponent(row.eventId)) : null,
    ticket: status === "confirmed" ? ticketPaths(row.reference, ticketCodeOf({ id: row.id, eventId: row.eventId })) : null,
  };
}

/** What the letter of a registration's new seat needs: its reference, event, category and the registrant's e-mail (null without one). */
export async function readSeatLetter(
  db: Database,
  registrationId: string,
): Promise<
  | {
      reference: string;
      email: string | null;
      status: string;
      /** The language of the page it was sent from: the letter is written in it. */
      lang: string;
      eventId: string;
      eventTitle: string;
      eventTitleBn: string | null;
      categoryName: string;
      categoryNameBn: string | null;
    }
  | undefined
> {
  const [row] = await db
    .select({
      reference: eventRegistrations.reference,
      email: eventRegistrations.contactEmail,
      status: eventRegistrations.status,
      lang: eventRegistrations.lang,
      eventId: events.id,
      eventTitle: events.title,
      eventTitleBn: events.titleBn,
      categoryName: eventCategories.name,
      categoryNameBn: eventCategories.nameBn,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrations.categoryId))
    .where(eq(eventRegistrations.id, registrationId));
  return row;
}
