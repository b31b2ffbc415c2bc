import type { PageText } from "../types.ts";

export const completedProjectsPageText: PageText<"completedProjects"> = {
  page: "completedProjects",
  heading: "Completed Projects",
  title: "Completed Projects",
  description: "Projects the club has finished, and what came of them.",
};
