import type { PageText } from "../types.ts";

export const termsOfServicesPageText: PageText<"termsOfServices"> = {
  page: "termsOfServices",
  heading: "Terms of Services",
  title: "Terms of Services",
  description: "The terms for membership, events and use of the club's site and materials.",
};
