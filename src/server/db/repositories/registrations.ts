import { admitRegistration, type Admission } from "../../../shared/seats.ts";
import type { RegistrationData } from "../../../shared/registration-validation.ts";
import type { Database } from "../client.ts";
import { eventRegistrations } from "../schema.ts";
import { lockSeats } from "./seats.ts";

/**
 * Stores a registration if the event and category still take one: confirmed while seats are left,
 * waitlisted after that if the event keeps a waiting list, refused (nothing stored) when full or past
 * the deadline. The seat check and the insert share one transaction under the event's lock.
 */
export async function insertRegistration(
  db: Database,
  registration: { eventId: string; categoryId: string; registrationData: RegistrationData },
  now = new Date(),
): Promise<Admission> {
  return db.transaction(async (tx) => {
    const seats = await lockSeats(tx, registration.eventId, registration.categoryId);
    if (!seats) return { refused: "This event does not exist or is no longer shown." };
    const admission = admitRegistration(seats.limits, seats.taken, now);
    if ("refused" in admission) return admission;
    await tx.insert(eventRegistrations).values({ ...registration, status: admission.status });
    return admission;
  });
}
