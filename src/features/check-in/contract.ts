import { z } from "zod";
import { registrationWithPaymentSchema } from "#shared/api/registration-with-payment.ts";
import { seatAvailability, seatMessages, type SeatLimits, type SeatsTaken } from "#features/events/rules.ts";

/**
 * The door on an event day: what the check-in API takes and
 * answers. The door page keeps the offline list in IndexedDB, checks scans
 * against it with the event's ticket key, queues check-ins while offline and syncs them here.
 */

const id = (what: string) => z.uuid(`${what} must be an id.`);

export const checkInMessages = {
  notFound: "There is no such event open for check-in.",
  registrationNotFound: "This registration is not one of this event's tickets.",
  undoNone: "There is no check-in of yours from the last minute to undo.",
  undoNotLast: "Only your last check-in can be undone.",
  scanText: "The scanned text must be between 1 and 2,000 characters.",
  searchShort: "Type at least 2 characters to search.",
  searchLong: "A search may have at most 200 characters.",
  syncMany: "A sync may carry at most 500 check-ins.",
  syncTime: "Each check-in needs the device's time, as an ISO date and time.",
  overrideNotAdmin: "Only an admin can let a walk-in in beyond the seats.",
  walkInOtherEvent: "This walk-in is for another event than the one open at the door.",
  syncList: "Each check-in needs the list it was made from (its listToken), as the offline list gave it.",
} as const;

/** The door's search pace per organiser: generous for a door, far too slow to read out a list. */
export const doorSearchLimit = { max: 60, windowMs: 60_000 } as const;

/** The door's answer when an organiser searches faster than the pace allows. */
export function doorSearchWait(seconds: number): string {
  return `Too many searches from this account: the door allows ${doorSearchLimit.max} a minute. Wait ${seconds} second${seconds === 1 ? "" : "s"} and search again.`;
}

/** A name's words as the door's search compares them, on the server and on a device: lower case, split at spaces and punctuation. */
export function doorWords(text: string): string[] {
  return text
    .toLocaleLowerCase("en")
    .split(/[\s.,;:()/-]+/)
    .filter((word) => word !== "");
}

const dhakaOffsetMs = 6 * 3600_000;
const dayMs = 24 * 3600_000;

/**
 * The span a check-in helper's door covers: today and tomorrow in Dhaka, from today's
 * midnight to the midnight after tomorrow. Admins and reviewers open any event.
 */
export function helperDoorWindow(now: Date): { from: Date; to: Date } {
  const midnight = Math.floor((now.getTime() + dhakaOffsetMs) / dayMs) * dayMs - dhakaOffsetMs;
  return { from: new Date(midnight), to: new Date(midnight + 2 * dayMs) };
}

/** Whether an event is one a check-in helper may open now: visible, and happening on some part of today or tomorrow in Dhaka. */
export function helperMayOpen(event: { active: boolean; startsAt: Date; endsAt: Date | null }, now: Date): boolean {
  const { from, to } = helperDoorWindow(now);
  return event.active && event.startsAt < to && (event.endsAt ?? event.startsAt) >= from;
}

/** How long an organiser may take back their own last check-in. */
export const undoWindowMs = 60_000;
/** Check-ins synced at once, at most: a device offline for an hour at a busy door. */
export const syncBatchMax = 500;

export const checkInEventParamsSchema = z.strictObject({ eventId: id("eventId") });

export const scanBodySchema = z.strictObject({
  text: z.string({ error: checkInMessages.scanText }).min(1, checkInMessages.scanText).max(2000, checkInMessages.scanText),
});

/**
 * A walk-in registered at the door: the same body as the event's public
 * registration (answers to the event's own form, a paid category's payment), and an admin's
 * `overrideSeats` to let the person in when no seat is left.
 */
export const walkInBodySchema = registrationWithPaymentSchema.extend({
  overrideSeats: z.boolean({ error: "overrideSeats must be true or false." }).optional(),
});
export type WalkInBody = z.input<typeof walkInBodySchema>;

/**
 * Whether a walk-in gets in: the event is happening, so no deadline applies and
 * nobody joins a waiting list. A seat is taken if one is left; when none is, only an admin's
 * override lets the person in (`beyondSeats`), else the walk-in is refused with why and who can help.
 */
export function admitWalkIn(limits: SeatLimits, taken: SeatsTaken, overrideSeats: boolean): { status: "confirmed"; beyondSeats: boolean } | { refused: string } {
  const { seatsLeft } = seatAvailability({ ...limits, eventDeadline: null, categoryDeadline: null }, taken, new Date(0));
  if (seatsLeft === null || seatsLeft > 0) return { status: "confirmed", beyondSeats: false };
  if (overrideSeats) return { status: "confirmed", beyondSeats: true };
  const eventFull = limits.eventCapacity !== null && taken.event >= limits.eventCapacity;
  return { refused: `${eventFull ? seatMessages.eventFull : seatMessages.categoryFull} ${checkInMessages.overrideNotAdmin}` };
}

/** A walk-in stored and checked in at once: the door's green answer, and whether an admin let them in beyond the seats. */
/** The walk-in's ticket: its address, and its QR code as SVG, to show or send at the door. */
export type WalkInAnswer = { result: "checked_in"; checkedIn: CheckInMark; walkIn: true; beyondSeats: boolean; ticket: { url: string; qrSvg: string } } & DoorPerson;

export const checkInBodySchema = z.strictObject({ registrationId: id("registrationId") });

export const checkInSearchQuerySchema = z.strictObject({
  q: z
    .string({ error: checkInMessages.searchShort })
    .trim()
    .min(2, checkInMessages.searchShort)
    .max(200, checkInMessages.searchLong)
    // eslint-disable-next-line no-control-regex -- PostgreSQL refuses NUL, and no one types the others
    .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), "A search may not contain control characters."),
});

export const syncBodySchema = z.strictObject({
  checkIns: z
    .array(
      z.strictObject({
        registrationId: id("registrationId"),
        // When the device checked them in, by its own clock; the earliest check-in wins.
        at: z.iso.datetime({ offset: true, error: checkInMessages.syncTime }),
        // Who scanned it on the device: the server keeps only the current session's organiser's.
        scannedBy: id("scannedBy"),
        // The offline list's download it was made from: its time must fall between that download and now.
        listToken: z.string({ error: checkInMessages.syncList }).min(1, checkInMessages.syncList).max(200, checkInMessages.syncList),
      }),
    )
    .min(1, "A sync needs at least one check-in.")
    .max(syncBatchMax, checkInMessages.syncMany),
});
export type SyncBody = z.output<typeof syncBodySchema>;

/** Who checked someone in and when: enough for "Already checked in at 10:42 by Nadia". */
export interface CheckInMark {
  /** ISO time. */
  at: string;
  /** The organiser's name as it was then; null if it was not recorded. */
  by: string | null;
}

/** A registration as the door shows it: never an answer, phone or e-mail. */
export interface DoorPerson {
  registrationId: string;
  reference: string;
  name: string | null;
  category: string;
}

/** One glance at the door: green, amber, or red with the reason. */
export type ScanAnswer =
  | ({ result: "checked_in"; checkedIn: CheckInMark } & DoorPerson)
  | ({ result: "already"; checkedIn: CheckInMark } & DoorPerson)
  | { result: "other_event"; eventTitle: string }
  | { result: "cancelled"; reference: string }
  | { result: "waitlisted"; reference: string }
  | { result: "forged" };
export type ScanResult = ScanAnswer["result"];

/** The colour the door shows for each answer. */
export const scanColour: Record<ScanResult, "green" | "amber" | "red"> = {
  checked_in: "green",
  already: "amber",
  other_event: "red",
  cancelled: "red",
  waitlisted: "red",
  forged: "red",
};

/** An event a helper can open: today's and upcoming first, then the recent past. */
export interface CheckInEvent {
  id: string;
  title: string;
  startsAt: string;
  location: string | null;
  registered: number;
  checkedIn: number;
}
export interface CheckInEventsAnswer {
  events: CheckInEvent[];
}

/**
 * The offline list of one event, as compact as it can be read (5,000 registrations in well under
 * 300 KB before compression; docs/performance.md). Each row is
 * `[registrationId, reference, name, categoryIndex, checkedInAt (epoch seconds) or 0, checkedInBy index or -1, verifier]`,
 * indexes into `categories` and `checkers`. `refused` names (by reference only) the event's
 * waitlisted and cancelled registrations, so an offline scan of theirs is red for the right reason.
 * `offlineKey` (base64url) and each row's `verifier` let a device check a scanned ticket's code offline
 * without being able to make one: the verifier is the first 16 bytes of HMAC-SHA256 of
 * the ticket's code under the offline key, in base64url. The offline key changes when a helper is
 * disabled or loses the role, so the list's version changes and devices fetch the new one.
 * `download` is outside the version: when this device downloaded the list and a token that proves it,
 * sent back with each check-in made offline from it.
 */
export interface OfflineList {
  version: string;
  /** `endsAt` too: the door page wipes its copy a day after the event has ended. */
  event: { id: string; title: string; startsAt: string; endsAt: string | null };
  offlineKey: string;
  categories: string[];
  checkers: string[];
  /** `[registrationId, reference, name, categoryIndex, checkedInAt or 0, checkerIndex or -1, verifier]`. */
  rows: [string, string, string | null, number, number, number, string][];
  download: { at: string; token: string };
  refused: Record<string, "waitlisted" | "cancelled">;
}

export interface CheckInSearchAnswer {
  results: (DoorPerson & { checkedIn: CheckInMark | null })[];
  more: boolean;
}

export interface UndoAnswer {
  undone: true;
  registrationId: string;
}

/**
 * Why a synced check-in was not kept: no such ticket, cancelled or waitlisted meanwhile, scanned by
 * another organiser than the session's, or a time outside its list's download and now.
 */
export type SyncRefusal = "not_found" | "cancelled" | "waitlisted" | "scanned_by_other" | "time_outside";

/** Each synced check-in's final state, the same on every device: who won and when. */
export interface SyncAnswer {
  results: (
    | { registrationId: string; result: "checked_in" | "already"; checkedIn: CheckInMark }
    | { registrationId: string; result: "refused"; reason: SyncRefusal }
  )[];
}

/**
 * The door's changes since a device's last look: `since` is the `at` of its previous
 * answer (none on the first look, which answers only `at`).
 */
export const doorChangesQuerySchema = z.strictObject({
  since: z.iso.datetime({ offset: true, error: "since must be the time of the previous answer." }).optional(),
});

/** The most changes one look answers; a device that gets as many reads the whole list again. */
export const doorChangesMax = 2_000;

/** Each ticket whose door state changed, with its check-in now (null: undone), and the time to ask from next. */
export interface DoorChanges {
  at: string;
  changes: { registrationId: string; checkedIn: CheckInMark | null }[];
}

export interface LiveCount {
  checkedIn: number;
  registered: number;
  categories: { name: string; checkedIn: number; registered: number }[];
}
