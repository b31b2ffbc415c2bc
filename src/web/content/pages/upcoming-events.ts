import type { PageText } from "../types.ts";

export const upcomingEventsPageText: PageText<"upcomingEvents"> = {
  page: "upcomingEvents",
  heading: "Upcoming Events",
  title: "Upcoming Events",
  description: "The club's next festivals, competitions and workshops.",
};
