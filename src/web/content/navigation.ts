import { paths, type SitePath } from "../../shared/routes.ts";

export interface NavLink {
  label: string;
  path: SitePath;
  /** Kept for organisers' reference; not displayed. */
  description?: string;
}

export interface NavItem {
  label: string;
  /** A page, or for a group the path its pages share, which decides when the group is highlighted. */
  path: string;
  children?: NavLink[];
}

/** The top navigation, in the order the club lists it. */
export const navigation: NavItem[] = [
  { label: "Home", path: paths.home },
  {
    label: "About us",
    path: paths.about,
    children: [
      { label: "About the club", path: paths.about },
      { label: "Mission", path: paths.mission },
      { label: "Vision", path: paths.vision },
      { label: "History", path: paths.history },
    ],
  },
  {
    label: "Panel",
    path: paths.panel,
    children: [
      { label: "Panel overview", path: paths.panel },
      { label: "Executive Committee", path: paths.executive, description: "President" },
      { label: "Sub-Executive", path: paths.subExecutive, description: "Vice President" },
      { label: "Alumni", path: paths.alumni, description: "Secretary" },
    ],
  },
  { label: "Team", path: paths.team },
  { label: "Event", path: paths.events },
  { label: "Projects", path: paths.projects },
  { label: "Publications", path: paths.publications },
  {
    label: "Leader Board",
    path: "/leaderboard",
    children: [
      { label: "Club Partner", path: paths.clubPartners },
      { label: "Campus Ambassador", path: paths.campusAmbassadors },
    ],
  },
  { label: "Join us", path: paths.joinUs },
  { label: "Contact us", path: paths.contact },
];
