import { dhakaDays } from "../../shared/event-days.ts";

/** The Past Events page (docs/decisions/141): events that have ended or have an album, newest first. */
export const pastEventsContent = {
  intro: {
    title: "Looking back",
    text: "Every event leaves behind photos, friendships and a few good stories. Here they are, newest first, with their photo albums.",
  },
  empty: "No past events to show yet. Once our first events are over, they will be remembered here.",
  labels: { badge: "Past event", date: "Date", location: "Location" },
  days: dhakaDays as (start: string, end: string | null) => string,
};
