import type { PageText } from "../types.ts";

export const projectsPageText: PageText<"projects"> = {
  page: "projects",
  heading: "Projects",
  title: "Projects",
  description: "Projects built by the club's members, with demos and source code.",
};
