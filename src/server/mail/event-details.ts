import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { eventCategories, events } from "../db/schema.ts";

export interface RegistrationMailDetails {
  event: { id: string; title: string; description: string | null; location: string | null; startsAt: Date; endsAt: Date | null };
  categoryName: string;
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
    })
    .from(events)
    .where(eq(events.id, eventId));
  const [category] = await db.select({ name: eventCategories.name }).from(eventCategories).where(eq(eventCategories.id, categoryId));
  return event && category && { event, categoryName: category.name };
}
