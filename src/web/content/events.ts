/**
 * Texts of the Events page, its cards and an event's page. Quoted strings from the spec stay exact.
 * The registration dialog's own texts load with it (registration.ts). Plain strings, not literal
 * types, so the Bangla twin (bn/events.ts) is typed by this module.
 */
import { dhakaDateTime, dhakaSpan } from "../../shared/club-time.ts";
import { indianGroupedNumber } from "../../shared/number-text.ts";

export const eventsText = {
  /** An event's date and time, and its span, in Dhaka time (shared/club-time.ts). */
  dateTime: dhakaDateTime as (instant: Date | string) => string,
  span: dhakaSpan as (start: Date | string, end: Date | string | null) => string,
  loading: "Loading events...",
  empty: "No events available at the moment.",
  loadFailed: { title: "Error", description: "Failed to load events" },
  badgePast: "Past",
  badgeUpcoming: "Upcoming",
  viewAlbum: "View Album",
  viewAlbumOf: (title: string) => `View Album of ${title}`,
  registerNow: "Register Now",
  registerNowFor: (title: string) => `Register Now for ${title}`,
  /** Before the deadline's date and time on an upcoming event's card. */
  registrationCloses: "Registration closes",
  /** On the card of an upcoming event that takes no registrations (no form of ours, no outside form). */
  noRegistration: "No registration needed",
  /** The event page's list of its categories. */
  categories: {
    heading: "Categories and seats",
    free: "Free",
    fee: (feeTaka: number) => `Fee: ${indianGroupedNumber(feeTaka)} TK`,
  },
};
