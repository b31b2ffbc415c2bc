import type { PageText } from "../types.ts";

export const researchProjectsPageText: PageText<"researchProjects"> = {
  page: "researchProjects",
  heading: "Research Projects",
  title: "Research Projects",
  description: "Research projects led by the club's members and advisors.",
};
