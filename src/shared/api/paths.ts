/** The API's endpoints, shared by the server's routes and the browser's fetchers. */
export const apiPaths = {
  health: "/api/health",
  teamMembers: "/api/team-members",
  executiveMembers: "/api/executive-members",
  subExecutiveMembers: "/api/sub-executive-members",
  alumniMembers: "/api/alumni-members",
  projects: "/api/projects",
  publications: "/api/publications",
  clubPartners: "/api/club-partners",
  campusAmbassadors: "/api/campus-ambassadors",
  pageViews: "/api/page-views",
} as const;
