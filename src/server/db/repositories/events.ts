import { and, asc, eq, sql } from "drizzle-orm";
import type { ClubEvent, EventCategory } from "../../../shared/api/events.ts";
import { seatAvailability } from "../../../shared/seats.ts";
import type { Database } from "../client.ts";
import { eventCategories, eventRegistrationForms, events } from "../schema.ts";
import { confirmedInCategory, confirmedInEvent } from "./seats.ts";

const eventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  location: events.location,
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

interface EventRow extends Omit<ClubEvent, "startsAt" | "endsAt" | "googleFormMode" | "seatsLeft" | "registrationClosed" | "waitlist"> {
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
  const mode = row.googleFormMode === "embed" || row.googleFormMode === "redirect" ? row.googleFormMode : null;
  const seats = seatAvailability(
    { eventCapacity: capacity, eventDeadline: registrationDeadline, categoryCapacity: null, categoryDeadline: null, waitlistEnabled },
    { event: Number(confirmed), category: 0 },
    now,
  );
  return { ...event, ...seats, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt?.toISOString() ?? null, googleFormMode: mode };
}

/** Active events, soonest first (spec section 7). */
export async function listActiveEvents(db: Database): Promise<ClubEvent[]> {
  const rows = await db.select(eventColumns).from(events).where(eq(events.active, true)).orderBy(asc(events.startsAt), asc(events.title));
  return rows.map((row) => toEvent(row));
}

export async function findActiveEvent(db: Database, eventId: string): Promise<ClubEvent | undefined> {
  const [row] = await db
    .select(eventColumns)
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.active, true)));
  return row && toEvent(row);
}

/** One category per active form of the event, for active categories, in display order, with its seats. */
export async function listEventCategories(db: Database, eventId: string, now = new Date()): Promise<EventCategory[]> {
  const rows = await db
    .select({
      id: eventCategories.id,
      name: eventCategories.name,
      description: eventCategories.description,
      limits: {
        eventCapacity: events.capacity,
        eventDeadline: events.registrationDeadline,
        categoryCapacity: eventRegistrationForms.capacity,
        categoryDeadline: eventRegistrationForms.registrationDeadline,
        waitlistEnabled: events.waitlistEnabled,
      },
      takenInEvent: confirmedInEvent,
      takenInCategory: confirmedInCategory,
    })
    .from(eventRegistrationForms)
    .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrationForms.categoryId))
    .innerJoin(events, eq(events.id, eventRegistrationForms.eventId))
    .where(and(eq(eventRegistrationForms.eventId, eventId), eq(eventRegistrationForms.active, true), eq(eventCategories.active, true)))
    .orderBy(sql`${eventCategories.displayOrder} asc nulls last`, asc(eventCategories.name));
  return rows.map(({ limits, takenInEvent, takenInCategory, ...category }) => ({
    ...category,
    ...seatAvailability(limits, { event: Number(takenInEvent), category: Number(takenInCategory) }, now),
  }));
}

/** The single active form (its stored fields) for an event and an active category. */
export async function findForm(db: Database, eventId: string, categoryId: string): Promise<{ formFields: unknown } | undefined> {
  const [row] = await db
    .select({ formFields: eventRegistrationForms.formFields })
    .from(eventRegistrationForms)
    .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrationForms.categoryId))
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
