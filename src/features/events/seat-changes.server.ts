import { holdsSeat, seatAvailability, type RegistrationStatus } from "./rules.ts";
import type { ActivityActor } from "#features/activity/contract.ts";
import {
  cancelRegistration,
  categoriesTakingRegistrations,
  confirmWaitlisted,
  listWaitlisted,
  lockRegistration,
  markRegistrationPaid,
  lockSeats,
  moveRegistration,
} from "./seats.store.server.ts";
import type { UnitOfWork } from "#server/unit-of-work.ts";

export type WaitlistOutcome = "not-found" | "no-seat-free" | "confirmed-already" | "cancelled" | "confirmed" | "paid";

/**
 * An organiser moves a registration from the waiting list. Under the event's
 * seat lock: with a seat free it is confirmed; with none, only when the organiser says so
 * (`overCapacity`), since they may know of a cancellation the database does not. The activity log
 * row commits with the change, in the caller's unit of work, and says whether it
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
  if (registration.status === "cancelled") return "cancelled";
  // A paid category's registration holding its seat: the organiser marks its payment received (cash
  // at the desk, or a payment checked by hand). Its seat is already counted.
  if (registration.status === "payment_pending") {
    if (!(await markRegistrationPaid(tx, registrationId, now))) return "confirmed-already";
    await activity.record({
      actor,
      action: "registration-confirmed",
      subjectType: "event_registration",
      subjectId: registrationId,
      details: { status: { from: "payment_pending", to: "confirmed" }, paymentReceived: true },
    });
    return "paid";
  }
  const seatFree = await lockFreeSeat(tx, registration.eventId, registration.categoryId, now);
  if (!seatFree && !overCapacity) return "no-seat-free";
  await giveSeat({ tx, activity }, registrationId, actor, { overCapacity: !seatFree }, now);
  return "confirmed";
}

/**
 * Whether the category, and the event as a whole, has a seat free now, with both counts locked until
 * the transaction ends so that no one else takes it meanwhile. A limit of neither kind: always.
 */
async function lockFreeSeat(tx: UnitOfWork["tx"], eventId: string, categoryId: string, now: Date): Promise<boolean> {
  const seats = await lockSeats(tx, eventId, categoryId);
  const seatsLeft = seats ? seatAvailability(seats.limits, seats.taken, now).seatsLeft : null;
  return seatsLeft === null || seatsLeft > 0;
}

/** A waitlisted registration confirmed, with its activity entry: by an organiser's choice, or given a seat a cancellation freed. */
async function giveSeat(
  { tx, activity }: Pick<UnitOfWork, "tx" | "activity">,
  registrationId: string,
  actor: ActivityActor,
  details: { overCapacity: boolean; freedBy?: string },
  now = new Date(),
): Promise<void> {
  await confirmWaitlisted(tx, registrationId, now);
  await activity.record({
    actor,
    action: "registration-confirmed",
    subjectType: "event_registration",
    subjectId: registrationId,
    details: { status: { from: "waitlisted", to: "confirmed" }, ...details },
  });
}

export type CancelOutcome =
  | { outcome: "not-found" }
  | { outcome: "cancelled-already" }
  | { outcome: "cancelled"; promoted: { id: string; reference: string } | null };

/**
 * An organiser cancels a registration, with a reason. Under the event's seat
 * lock: it is marked cancelled with when and why, and its activity entry names who. When that freed a
 * seat (it was confirmed, and not suspected spam), the first on the event's waiting list whose
 * category still has room is given the seat, with its own activity entry; the caller queues its
 * e-mail in the same unit of work. Cancelling a cancelled registration changes nothing.
 */
export async function cancelWithPromotion(
  { tx, activity }: UnitOfWork,
  registrationId: string,
  { reason, actor, onlyIf }: { reason: string; actor: ActivityActor; onlyIf?: RegistrationStatus },
  now = new Date(),
): Promise<CancelOutcome> {
  const registration = await lockRegistration(tx, registrationId);
  if (!registration) return { outcome: "not-found" };
  // Expiry cancels only a registration still waiting for its payment under the lock.
  if (onlyIf !== undefined && registration.status !== onlyIf) return { outcome: "cancelled-already" };
  if (registration.status === "cancelled" || !(await cancelRegistration(tx, registrationId, reason, now))) return { outcome: "cancelled-already" };
  const freedSeat = holdsSeat(registration.status) && !registration.suspectedSpam;
  const promoted = freedSeat ? await firstWithRoom(tx, registration.eventId, now) : null;
  await activity.record({
    actor,
    action: "registration-cancelled",
    subjectType: "event_registration",
    subjectId: registrationId,
    details: { status: { from: registration.status, to: "cancelled" }, ...(promoted ? { promoted: promoted.reference } : {}) },
  });
  if (promoted) await giveSeat({ tx, activity }, promoted.id, actor, { overCapacity: false, freedBy: registration.reference }, now);
  return { outcome: "cancelled", promoted };
}

/**
 * The earliest waitlisted registration of the event whose category has a seat free now (the event's
 * limit and its category's): a category still full does not hold up the next one. Deadlines are not
 * looked at, as for an organiser's own confirmation: the registrant asked in time.
 */
async function firstWithRoom(tx: UnitOfWork["tx"], eventId: string, now: Date) {
  const free = new Map<string, boolean>();
  for (const waiting of await listWaitlisted(tx, eventId)) {
    let seatFree = free.get(waiting.categoryId);
    if (seatFree === undefined) {
      seatFree = await lockFreeSeat(tx, eventId, waiting.categoryId, now);
      free.set(waiting.categoryId, seatFree);
    }
    if (seatFree) return { id: waiting.id, reference: waiting.reference };
  }
  return null;
}

export type MoveOutcome = "not-found" | "cancelled" | "no-form" | "closed" | "full" | "unchanged" | "moved";

/**
 * An organiser moves a registration to another category of its event. Under the
 * event's seat lock: the category must take registrations (an active form) and its deadline must not
 * have passed; a confirmed registration (not suspected spam) keeps its seat only where the category
 * has one free. The event's own count does not change, so only the category's limit is looked at. A
 * waitlisted one keeps its place on the event's waiting list. The activity entry names both categories.
 */
export async function moveToCategory(
  { tx, activity }: UnitOfWork,
  registrationId: string,
  { categoryId, actor }: { categoryId: string; actor: ActivityActor },
  now = new Date(),
): Promise<MoveOutcome> {
  const registration = await lockRegistration(tx, registrationId);
  if (!registration) return "not-found";
  if (registration.status === "cancelled") return "cancelled";
  if (registration.categoryId === categoryId) return "unchanged";
  const categories = await categoriesTakingRegistrations(tx, registration.eventId);
  const target = categories.find((category) => category.id === categoryId);
  if (!target) return "no-form";
  const seats = await lockSeats(tx, registration.eventId, categoryId);
  if (!seats) return "not-found";
  if (seatAvailability(seats.limits, seats.taken, now).registrationClosed) return "closed";
  const takesSeat = holdsSeat(registration.status) && !registration.suspectedSpam;
  if (takesSeat && seats.limits.categoryCapacity !== null && seats.taken.category >= seats.limits.categoryCapacity) return "full";
  await moveRegistration(tx, registrationId, categoryId);
  await activity.record({
    actor,
    action: "registration-moved",
    subjectType: "event_registration",
    subjectId: registrationId,
    details: { category: { from: registration.categoryId, to: categoryId }, toName: target.name },
  });
  return "moved";
}
