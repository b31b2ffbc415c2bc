import { seatAvailability } from "../shared/seats.ts";
import type { Database } from "./db/client.ts";
import { confirmWaitlisted, lockRegistration, lockSeats } from "./db/repositories/seats.ts";
import { recordActivity, type ActivityActor } from "./db/repositories/activity.ts";

export type WaitlistOutcome = "not-found" | "no-seat-free" | "confirmed-already" | "confirmed";

/**
 * An organiser moves a registration from the waiting list (docs/decisions/078). Under the event's
 * seat lock: with a seat free it is confirmed; with none, only when the organiser says so
 * (`overCapacity`), since they may know of a cancellation the database does not. The activity log
 * row commits with the change and says whether it went over capacity.
 */
export async function confirmFromWaitlist(
  db: Database,
  registrationId: string,
  { overCapacity, actor }: { overCapacity: boolean; actor: ActivityActor },
  now = new Date(),
): Promise<WaitlistOutcome> {
  return db.transaction(async (tx) => {
    const registration = await lockRegistration(tx, registrationId);
    if (!registration) return "not-found";
    if (registration.status === "confirmed") return "confirmed-already";
    const seats = await lockSeats(tx, registration.eventId, registration.categoryId);
    const seatsLeft = seats ? seatAvailability(seats.limits, seats.taken, now).seatsLeft : null;
    const seatFree = seatsLeft === null || seatsLeft > 0;
    if (!seatFree && !overCapacity) return "no-seat-free";
    await confirmWaitlisted(tx, registrationId);
    await recordActivity(tx, {
      actor,
      action: "registration-confirmed",
      subjectType: "event_registration",
      subjectId: registrationId,
      details: { status: { from: "waitlisted", to: "confirmed" }, overCapacity: !seatFree },
    });
    return "confirmed";
  });
}
