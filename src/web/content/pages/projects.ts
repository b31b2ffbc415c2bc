import { paths } from "#shared/routes.ts";
import type { SubPageLinks } from "../sub-pages.ts";
import type { PageText } from "../types.ts";

export const projectsPageText: PageText<"projects"> = {
  page: "projects",
  heading: "Projects",
  title: "Projects",
  description: "Projects built by the club's members, with demos and source code.",
};

/** The links to the pages beneath this one, at its top (../sub-pages.ts): here, with the page's words, so the page loads no other page's links. */
export const projectsSubPages: SubPageLinks = {
  label: "More about our projects",
  links: [
    { label: "Research Projects", path: paths.researchProjects },
    { label: "Student Projects", path: paths.studentProjects },
    { label: "Completed Projects", path: paths.completedProjects },
  ],
};
