import type { PageText } from "../types.ts";

export const clubPartnersPageText: PageText<"clubPartners"> = {
  page: "clubPartners",
  heading: "Club Partners",
  title: "Club Partners",
  description: "The organisations and people who partner with the science club.",
};
