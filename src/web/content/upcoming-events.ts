import { dhakaDays, dhakaHours } from "../../shared/event-days.ts";

/**
 * The Upcoming Events page (docs/decisions/141): the club's events that have not ended, soonest
 * first, each with its date, time, place, description, seats and Register. Plain strings, so the
 * Bangla twin (bn/upcoming-events.ts) is typed by this module.
 */
export const upcomingEventsContent = {
  intro: {
    title: "Mark your calendar",
    text:
      "Here is what the club is preparing for the coming months. Register right on an event's card: each event " +
      "has its own form, and your ticket comes by e-mail.",
  },
  empty: "No upcoming events right now. New dates are announced here as soon as they are set.",
  labels: { date: "Date", time: "Time", location: "Location" },
  days: dhakaDays as (start: string, end: string | null) => string,
  hours: dhakaHours as (start: string, end: string | null) => string,
};
