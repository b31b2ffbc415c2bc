import { toQueryString } from "./lists.ts";
import { consolePagePaths } from "./paths.ts";

/**
 * The console's Overview: what needs doing, each count a link to the list that
 * holds exactly those rows. The server sends only the sections the organiser's role may read.
 */

/** At most this many upcoming events are counted, soonest first: the Overview is not the events list. */
export const overviewEventLimit = 12;

/** One upcoming event: what arrived since this organiser last opened its registrations, and who waits. */
export interface OverviewEvent {
  id: string;
  title: string;
  startsAt: string;
  /** Registrations since this organiser last opened the event's registrations; all of them before the first time. */
  newRegistrations: number;
  /** False until this organiser first opens the event's registrations. */
  seenBefore: boolean;
  waitlisted: number;
  waitlistEnabled: boolean;
}

/** GET /api/organiser/overview: each section only when the organiser's role may read its list. */
export interface OverviewAnswer {
  /** Applications whose payment waits to be verified (status pending). */
  paymentsToVerify?: number;
  unreadMessages?: number;
  /** Active events from today on (Dhaka time), soonest first; past events (with photos) are left out. */
  upcomingEvents?: OverviewEvent[];
  /** Outbox rows that gave up (admins). */
  failedMail?: number;
}

/** Where each count leads: the console list filtered to exactly the rows it counts. */
export const overviewLinks = {
  paymentsToVerify: `${consolePagePaths.applications}${toQueryString({ status: "pending" })}`,
  unreadMessages: `${consolePagePaths.messages}${toQueryString({ state: "unread" })}`,
  newRegistrations: (eventId: string) => `${consolePagePaths.registrations}${toQueryString({ event: eventId })}`,
  waitlisted: (eventId: string) => `${consolePagePaths.registrations}${toQueryString({ event: eventId, status: "waitlisted" })}`,
  failedMail: consolePagePaths.mail,
} as const;

/** Whether nothing at all waits: the page then says "Nothing waiting" plainly instead of a wall of zeros. */
export function nothingWaits(answer: OverviewAnswer): boolean {
  const counts = [answer.paymentsToVerify, answer.unreadMessages, answer.failedMail];
  const events = answer.upcomingEvents ?? [];
  return counts.every((n) => !n) && events.every((event) => event.newRegistrations === 0 && event.waitlisted === 0);
}
