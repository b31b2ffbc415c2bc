/**
 * Seats and registration deadlines (docs/decisions/078). An event may have a capacity and
 * a deadline; so may each of its categories (on the event's form for that category). Only confirmed
 * registrations take a seat; waitlisted ones wait until an organiser confirms them; cancelled ones
 * (by an organiser) take nothing and are kept for the record.
 */
import { counted } from "#shared/counted.ts";

export const registrationStatuses = ["confirmed", "waitlisted", "cancelled", "payment_pending"] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/**
 * The statuses that hold a seat: confirmed, and a paid category's registration waiting for its
 * payment to be verified, until it is verified or expires.
 */
export const seatHoldingStatuses = ["confirmed", "payment_pending"] as const satisfies readonly RegistrationStatus[];
export const holdsSeat = (status: RegistrationStatus) => (seatHoldingStatuses as readonly string[]).includes(status);

/** A stored status as the code reads it; the database's check constraint allows no other. */
export function registrationStatusOf(stored: string): RegistrationStatus {
  return (registrationStatuses as readonly string[]).includes(stored) ? (stored as RegistrationStatus) : "confirmed";
}

/** What the database holds about a place's limits; null means no limit. */
export interface SeatLimits {
  eventCapacity: number | null;
  eventDeadline: Date | null;
  categoryCapacity: number | null;
  categoryDeadline: Date | null;
  waitlistEnabled: boolean;
}

/** Confirmed registrations counted against the limits. */
export interface SeatsTaken {
  event: number;
  category: number;
}

/** What a visitor can see: seats left (null: unlimited) and whether the deadline has passed. */
export interface SeatAvailability {
  seatsLeft: number | null;
  registrationClosed: boolean;
  waitlist: boolean;
}

export const seatMessages = {
  closed: "Registration for this event has closed: the deadline has passed.",
  eventFull: "This event is full: no seats are left.",
  categoryFull: "This category is full: no seats are left.",
  waitlistOpen: "No seats are left: new registrations join the waiting list.",
  waitlisted: {
    title: "You're on the waiting list",
    description: "No seats were left, so your registration is on the waiting list. We'll contact you if a seat frees up.",
  },
} as const;

const left = (capacity: number | null, taken: number) => (capacity === null ? null : Math.max(0, capacity - taken));

export function seatAvailability(limits: SeatLimits, taken: SeatsTaken, now: Date): SeatAvailability {
  const eventLeft = left(limits.eventCapacity, taken.event);
  const categoryLeft = left(limits.categoryCapacity, taken.category);
  const seatsLeft = eventLeft === null ? categoryLeft : categoryLeft === null ? eventLeft : Math.min(eventLeft, categoryLeft);
  const deadlines = [limits.eventDeadline, limits.categoryDeadline].filter((deadline) => deadline !== null);
  return {
    seatsLeft,
    registrationClosed: deadlines.some((deadline) => deadline.getTime() <= now.getTime()),
    waitlist: limits.waitlistEnabled,
  };
}

export type Admission = { status: "confirmed" | "waitlisted" } | { refused: string };

/** Whether one more registration is confirmed, waits, or is refused (and why). */
export function admitRegistration(limits: SeatLimits, taken: SeatsTaken, now: Date): Admission {
  const availability = seatAvailability(limits, taken, now);
  if (availability.registrationClosed) return { refused: seatMessages.closed };
  if (availability.seatsLeft === null || availability.seatsLeft > 0) return { status: "confirmed" };
  if (availability.waitlist) return { status: "waitlisted" };
  const eventFull = limits.eventCapacity !== null && taken.event >= limits.eventCapacity;
  return { refused: eventFull ? seatMessages.eventFull : seatMessages.categoryFull };
}

/** "3 seats left", "1 seat left", "Full"; nothing when seats are unlimited. */
export function seatsLeftText(availability: Pick<SeatAvailability, "seatsLeft" | "registrationClosed" | "waitlist">): string | null {
  if (availability.registrationClosed) return "Registration closed";
  if (availability.seatsLeft === null) return null;
  if (availability.seatsLeft === 0) return availability.waitlist ? "Full: waiting list open" : "Full";
  return `${counted(availability.seatsLeft, "seat")} left`;
}
