import type { PageText } from "../types.ts";

export const studentProjectsPageText: PageText<"studentProjects"> = {
  page: "studentProjects",
  heading: "Student Projects",
  title: "Student Projects",
  description: "Projects that students build in the club's departments.",
};
