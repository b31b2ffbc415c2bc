import type { PageText } from "../types.ts";

export const pastEventsPageText: PageText<"pastEvents"> = {
  page: "pastEvents",
  heading: "Past Events",
  title: "Past Events",
  description: "A look back at the club's recent festivals and competitions.",
};
