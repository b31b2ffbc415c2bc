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
  events: "/api/events",
  eventCategories: "/api/events/:eventId/categories",
  // Every visible event's categories with their seats, by event id: what the event pages show.
  eventCategoriesByEvent: "/api/event-categories",
  eventRegistrationForm: "/api/events/:eventId/categories/:categoryId/form",
  eventCalendar: "/api/events/:eventId/calendar.ics",
  eventUploads: "/api/events/:eventId/uploads",
  eventRegistrations: "/api/event-registrations",
  // The membership fee today (a payments setting): what Join Us shows and an application must carry.
  membership: "/api/membership",
  // How long each kind of personal data is kept (retention settings): what the privacy policy states.
  retention: "/api/retention",
  applications: "/api/join-requests",
  applicationStatus: "/api/join-requests/status",
  contactMessages: "/api/contact-messages",
} as const;
