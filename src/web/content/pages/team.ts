import type { PageText } from "../types.ts";

export const teamPageText: PageText<"team"> = {
  page: "team",
  heading: "Our Team",
  title: "Our Team",
  description: "Everyone who makes the club happen: committee members, advisors, coordinators and volunteers.",
};
