/** The API's endpoints, shared by the server's routes and the browser's fetchers. */
export const apiPaths = {
  health: "/api/health",
  teamMembers: "/api/team-members",
  pageViews: "/api/page-views",
  joinRequests: "/api/join-requests",
  contactMessages: "/api/contact-messages",
} as const;
