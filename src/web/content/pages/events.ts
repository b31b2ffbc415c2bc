import { paths } from "#shared/routes.ts";
import type { SubPageLinks } from "../sub-pages.ts";
import type { PageText } from "../types.ts";

export const eventsPageText: PageText<"events"> = {
  page: "events",
  heading: "Events",
  title: "Events",
  description: "Science festivals, olympiads, workshops and talks: see what is coming and register online.",
};

/** The links to the pages beneath this one, at its top (../sub-pages.ts): here, with the page's words, so the page loads no other page's links. */
export const eventsSubPages: SubPageLinks = {
  label: "More about our events",
  links: [
    { label: "Upcoming Events", path: paths.upcomingEvents },
    { label: "Past Events", path: paths.pastEvents },
    { label: "Workshops", path: paths.workshops },
  ],
};
