/** The API's endpoints, shared by the server's routes and the browser's fetchers. */
export const apiPaths = {
  health: "/api/health",
  teamMembers: "/api/team-members",
  pageViews: "/api/page-views",
} as const;
