import { dhakaDays, dhakaHours } from "../../shared/event-days.ts";

/** The Workshops page (docs/decisions/141): the events marked as workshops, coming ones first. */
export const workshopsContent = {
  intro: {
    title: "Learn by doing",
    text:
      "Our workshops are run by senior members, alumni and teachers. They are free for members, start from the " +
      "basics, and end with something you built yourself.",
  },
  empty: "No workshops are scheduled right now. New ones are announced here as soon as their dates are set.",
  labels: { date: "Date", time: "Time", location: "Location" },
  days: dhakaDays as (start: string, end: string | null) => string,
  hours: dhakaHours as (start: string, end: string | null) => string,
};
