import { paths, type SitePath } from "../../shared/routes.ts";

export interface SubPageLinks {
  /** The name of the group of links, for screen readers. */
  label: string;
  /** Each page's own heading, and its path. */
  links: readonly { label: string; path: SitePath }[];
}

/**
 * The pages beneath Events, Projects and Publications, which the top navigation does not list:
 * linked from the top of their parent page, where a visitor looks for more of the same.
 */
export const subPageLinks = {
  events: {
    label: "More about our events",
    links: [
      { label: "Upcoming Events", path: paths.upcomingEvents },
      { label: "Past Events", path: paths.pastEvents },
      { label: "Workshops", path: paths.workshops },
    ],
  },
  projects: {
    label: "More about our projects",
    links: [
      { label: "Research Projects", path: paths.researchProjects },
      { label: "Student Projects", path: paths.studentProjects },
      { label: "Completed Projects", path: paths.completedProjects },
    ],
  },
  publications: {
    label: "Publications by kind",
    links: [
      { label: "Research Papers", path: paths.researchPapers },
      { label: "Journal Articles", path: paths.journalArticles },
      { label: "Conference Papers", path: paths.conferencePapers },
    ],
  },
} satisfies Record<string, SubPageLinks>;
