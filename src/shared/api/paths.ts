/** The API's endpoints, shared by the server's routes and the browser's fetchers. */
export const apiPaths = {
  health: "/api/health",
  teamMembers: "/api/team-members",
  pageViews: "/api/page-views",
  events: "/api/events",
  eventCategories: "/api/events/:eventId/categories",
  eventRegistrationForm: "/api/events/:eventId/categories/:categoryId/form",
  eventUploads: "/api/events/:eventId/uploads",
  eventRegistrations: "/api/event-registrations",
  joinRequests: "/api/join-requests",
  contactMessages: "/api/contact-messages",
} as const;
