import { seatAvailability } from "../shared/seats.ts";
import type { ActivityActor } from "./db/repositories/activity.ts";
import { confirmWaitlisted, lockRegistration, lockSeats } from "./db/repositories/seats.ts";
import type { UnitOfWork } from "./unit-of-work.ts";

export type WaitlistOutcome = "not-found" | "no-seat-free" | "confirmed-already" | "confirmed";

/**
 * An organiser moves a registration from the waiting list (docs/decisions/078). Under the event's
 * seat lock: with a seat free it is confirmed; with none, only when the organiser says so
 * (`overCapacity`), since they may know of a cancellation the database does not. The activity log
 * row commits with the change, in the caller's unit of work (decision 090), and says whether it
 * went over capacity.
 */
export async function confirmFromWaitlist(
  { tx, activity }: UnitOfWork,
  registrationId: string,
  { overCapacity, actor }: { overCapacity: boolean; actor: ActivityActor },
  now = new Date(),
): Promise<WaitlistOutcome> {
  const registration = await lockRegistration(tx, registrationId);
  if (!registration) return "not-found";
  if (registration.status === "confirmed") return "confirmed-already";
  const seats = await lockSeats(tx, registration.eventId, registration.categoryId);
  const seatsLeft = seats ? seatAvailability(seats.limits, seats.taken, now).seatsLeft : null;
  const seatFree = seatsLeft === null || seatsLeft > 0;
  if (!seatFree && !overCapacity) return "no-seat-free";
  await confirmWaitlisted(tx, registrationId);
  await activity.record({
    actor,
    action: "registration-confirmed",
    subjectType: "event_registration",
    subjectId: registrationId,
    details: { status: { from: "waitlisted", to: "confirmed" }, overCapacity: !seatFree },
  });
  return "confirmed";
}
