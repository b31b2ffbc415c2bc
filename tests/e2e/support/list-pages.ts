import { apiPaths } from "#shared/api/paths.ts";
import { paths } from "#shared/routes.ts";

export interface ListPage {
  name: string;
  path: string;
  api: string;
  loading: string;
  /** What the page says when the load failed: the error text, or the empty text (spec section 8). */
  failed: string;
  empty: string;
}

// The texts are written out here, not imported from src/web/content, so a changed text fails a test.
export const listPages: ListPage[] = [
  {
    name: "Executive Committee",
    path: paths.executive,
    api: apiPaths.executiveMembers,
    loading: "Loading...",
    failed: "Error loading executive members",
    empty: "No executive members to show yet.",
  },
  {
    name: "Sub-Executive",
    path: paths.subExecutive,
    api: apiPaths.subExecutiveMembers,
    loading: "Loading...",
    failed: "Error loading sub-executive members",
    empty: "No sub-executive members to show yet.",
  },
  {
    name: "Alumni",
    path: paths.alumni,
    api: apiPaths.alumniMembers,
    loading: "Loading...",
    failed: "Error loading alumni members",
    empty: "No alumni to show yet.",
  },
  {
    name: "Projects",
    path: paths.projects,
    api: apiPaths.projects,
    loading: "Loading projects...",
    failed: "No projects to show yet.",
    empty: "No projects to show yet.",
  },
  {
    name: "Publications",
    path: paths.publications,
    api: apiPaths.publications,
    loading: "Loading publications...",
    failed: "No publications to show yet.",
    empty: "No publications to show yet.",
  },
  {
    name: "Club Partners",
    path: paths.clubPartners,
    api: apiPaths.clubPartners,
    loading: "Loading...",
    failed: "No club partners found.",
    empty: "No club partners found.",
  },
  {
    name: "Campus Ambassador Leaderboard",
    path: paths.campusAmbassadors,
    api: apiPaths.campusAmbassadors,
    loading: "Loading...",
    failed: "No campus ambassadors found.",
    empty: "No campus ambassadors found.",
  },
];
