import { and, asc, eq, sql } from "drizzle-orm";
import type { ClubEvent, EventCategory } from "../../../shared/api/events.ts";
import type { Database } from "../client.ts";
import { eventCategories, eventRegistrationForms, events } from "../schema.ts";

const eventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  location: events.location,
  startsAt: events.startsAt,
  coverImageUrl: events.coverImageUrl,
  photosUrl: events.photosUrl,
  googleFormMode: events.googleFormMode,
  googleFormUrl: events.googleFormUrl,
};

type EventRow = Omit<ClubEvent, "startsAt" | "googleFormMode"> & { startsAt: Date; googleFormMode: string | null };

function toEvent(row: EventRow): ClubEvent {
  const mode = row.googleFormMode === "embed" || row.googleFormMode === "redirect" ? row.googleFormMode : null;
  return { ...row, startsAt: row.startsAt.toISOString(), googleFormMode: mode };
}

/** Active events, soonest first (spec section 7). */
export async function listActiveEvents(db: Database): Promise<ClubEvent[]> {
  const rows = await db.select(eventColumns).from(events).where(eq(events.active, true)).orderBy(asc(events.startsAt), asc(events.title));
  return rows.map(toEvent);
}

export async function findActiveEvent(db: Database, eventId: string): Promise<ClubEvent | undefined> {
  const [row] = await db
    .select(eventColumns)
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.active, true)));
  return row && toEvent(row);
}

/** One category per active form of the event, for active categories, in display order. */
export function listEventCategories(db: Database, eventId: string): Promise<EventCategory[]> {
  return db
    .select({ id: eventCategories.id, name: eventCategories.name, description: eventCategories.description })
    .from(eventRegistrationForms)
    .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrationForms.categoryId))
    .where(and(eq(eventRegistrationForms.eventId, eventId), eq(eventRegistrationForms.active, true), eq(eventCategories.active, true)))
    .orderBy(sql`${eventCategories.displayOrder} asc nulls last`, asc(eventCategories.name));
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
