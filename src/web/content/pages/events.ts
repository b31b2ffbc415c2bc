import type { PageText } from "../types.ts";

export const eventsPageText: PageText<"events"> = {
  page: "events",
  heading: "Events",
  title: "Events",
  description: "Science festivals, olympiads, workshops and talks: see what is coming and register online.",
};
