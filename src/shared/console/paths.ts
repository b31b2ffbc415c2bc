/** The console's pages and API endpoints, typed once for the server, the console and the tests. */
export const consolePagePaths = {
  home: "/organiser",
  signIn: "/organiser/sign-in",
  setup: "/organiser/setup",
  applications: "/organiser/applications",
  /** One click's status changes, to tell each applicant on WhatsApp. */
  tellThem: "/organiser/applications/tell/:batchId",
  registrations: "/organiser/registrations",
  messages: "/organiser/messages",
  activity: "/organiser/activity",
  visits: "/organiser/visits",
  organisers: "/organiser/organisers",
  mail: "/organiser/mail",
  notifications: "/organiser/notifications",
  content: "/organiser/content",
  contentEvents: "/organiser/content/events",
  contentEventCategories: "/organiser/content/event-categories",
  suspectedSpam: "/organiser/suspected-spam",
  payments: "/organiser/payments",
  members: "/organiser/members",
  checkIn: "/organiser/check-in",
  door: "/organiser/check-in/:eventId",
  doorList: "/organiser/check-in/:eventId/door-list",
  walkIn: "/organiser/check-in/:eventId/walk-in",
  personalData: "/organiser/personal-data",
  retention: "/organiser/retention",
  // Letters to a group; "messages" are the visitors' contact-form inbox.
  announcements: "/organiser/announcements",
  announcement: "/organiser/announcements/:id",
  certificates: "/organiser/certificates",
  certificatesEvent: "/organiser/certificates/:eventId",
} as const;

export const consoleBasePath = "/organiser";
export const consoleApiPrefix = "/api/organiser";

export const consoleApiPaths = {
  signIn: "/api/organiser/sign-in",
  signOut: "/api/organiser/sign-out",
  session: "/api/organiser/session",
  overview: "/api/organiser/overview",
  setup: "/api/organiser/setup",
  applications: "/api/organiser/applications",
  application: "/api/organiser/applications/:id",
  applicationsStatus: "/api/organiser/applications/status",
  applicationsExport: "/api/organiser/applications/export",
  // One click's status changes and who has been told of them.
  applicationsTell: "/api/organiser/applications/tell/:batchId",
  applicationsTold: "/api/organiser/applications/tell/:batchId/told",
  // Members: approved applications with their member numbers.
  members: "/api/organiser/members",
  membersExport: "/api/organiser/members/export",
  registrationEvents: "/api/organiser/registration-events",
  registrations: "/api/organiser/registrations",
  registration: "/api/organiser/registrations/:id",
  registrationsExport: "/api/organiser/registrations/export",
  registrationSearch: "/api/organiser/registrations/search",
  registrationAttendance: "/api/organiser/registrations/attendance",
  registrationFile: "/api/organiser/registrations/:id/files/:field",
  registrationConfirm: "/api/organiser/registrations/:id/confirm",
  registrationCancel: "/api/organiser/registrations/:id/cancel",
  registrationCategory: "/api/organiser/registrations/:id/category",
  messages: "/api/organiser/messages",
  message: "/api/organiser/messages/:id",
  messagesState: "/api/organiser/messages/state",
  messagesExport: "/api/organiser/messages/export",
  suspectedSpam: "/api/organiser/suspected-spam/:kind",
  suspectedSpamRestore: "/api/organiser/suspected-spam/:kind/restore",
  activity: "/api/organiser/activity",
  visits: "/api/organiser/visits",
  organisers: "/api/organiser/organisers",
  organiser: "/api/organiser/organisers/:id",
  organiserSetupLink: "/api/organiser/organisers/:id/setup-link",
  organiserSetupLinkSend: "/api/organiser/organisers/:id/setup-link/send",
  mailDeliveries: "/api/organiser/mail",
  mailDeliveryRetry: "/api/organiser/mail/:id/retry",
  notifications: "/api/organiser/notifications",
  contentRows: "/api/organiser/content/:list",
  contentRow: "/api/organiser/content/:list/:id",
  contentRowActive: "/api/organiser/content/:list/:id/active",
  contentOrder: "/api/organiser/content/:list/order",
  contentPictures: "/api/organiser/content/:list/pictures",
  ambassadorPoints: "/api/organiser/content/campus-ambassadors/:id/points",
  contentEvents: "/api/organiser/content/events",
  contentEvent: "/api/organiser/content/events/:id",
  contentEventActive: "/api/organiser/content/events/:id/active",
  contentEventCover: "/api/organiser/content/events/cover",
  contentEventForm: "/api/organiser/content/events/:id/forms/:categoryId",
  contentEventCategories: "/api/organiser/content/event-categories",
  contentEventCategoriesOrder: "/api/organiser/content/event-categories/order",
  contentEventCategory: "/api/organiser/content/event-categories/:id",
  contentEventCategoryActive: "/api/organiser/content/event-categories/:id/active",
  health: "/api/organiser/health",
  // Payments: received wallet payments matched against membership applications.
  paymentsPaste: "/api/organiser/payments/paste",
  paymentsStatement: "/api/organiser/payments/statement",
  paymentsReceived: "/api/organiser/payments/received",
  paymentsReceivedExport: "/api/organiser/payments/received/export",
  paymentsMatches: "/api/organiser/payments/matches",
  paymentsVerifyPreview: "/api/organiser/payments/verify-all/preview",
  paymentsVerifyAll: "/api/organiser/payments/verify-all",
  paymentSettings: "/api/organiser/payments/settings",
  // Tie, join and set aside by hand.
  paymentsTie: "/api/organiser/payments/ties",
  paymentTie: "/api/organiser/payments/received/:id/tie",
  paymentSetAside: "/api/organiser/payments/received/:id/set-aside",
  paymentForwarderSecret: "/api/organiser/payments/forwarder-secret",
  // The door on an event day.
  checkInEvents: "/api/organiser/check-in/events",
  checkInList: "/api/organiser/check-in/events/:eventId/list",
  checkInScan: "/api/organiser/check-in/events/:eventId/scan",
  checkInRegistration: "/api/organiser/check-in/events/:eventId/check-in",
  checkInSearch: "/api/organiser/check-in/events/:eventId/search",
  checkInUndo: "/api/organiser/check-in/events/:eventId/undo",
  checkInSync: "/api/organiser/check-in/events/:eventId/sync",
  checkInCount: "/api/organiser/check-in/events/:eventId/count",
  checkInChanges: "/api/organiser/check-in/events/:eventId/changes",
  // Registering someone at the door with the event's own form, checked in at once.
  checkInWalkIns: "/api/organiser/check-in/events/:eventId/walk-ins",
  // One person's data: the keys travel in POST bodies, never in an address.
  personalDataFind: "/api/organiser/personal-data/find",
  personalDataExport: "/api/organiser/personal-data/export",
  personalDataErase: "/api/organiser/personal-data/erase",
  // Retention rules.
  retention: "/api/organiser/retention",
  retentionPreview: "/api/organiser/retention/preview",
  retentionRun: "/api/organiser/retention/run",
  // Letters to a group, their preview, delivery and WhatsApp list.
  announcements: "/api/organiser/announcements",
  announcementsPreview: "/api/organiser/announcements/preview",
  announcement: "/api/organiser/announcements/:id",
  announcementTold: "/api/organiser/announcements/:id/recipients/:recipientId/told",
  // Certificates: an event's design, issuing, the list, one PDF, all as a ZIP, revoking.
  certificateImages: "/api/organiser/certificates/images",
  certificateImage: "/api/organiser/certificates/images/:name",
  certificatesEvent: "/api/organiser/certificates/events/:eventId",
  certificatesDesign: "/api/organiser/certificates/events/:eventId/design",
  certificatesIssue: "/api/organiser/certificates/events/:eventId/issue",
  certificatesZip: "/api/organiser/certificates/events/:eventId/zip",
  certificatePdf: "/api/organiser/certificates/:id/pdf",
  certificateRevoke: "/api/organiser/certificates/:id/revoke",
} as const;

/** Where an Android SMS forwarding app posts the wallet SMS the club's phone receives (outside the console: no session). */
export const paymentForwardPath = "/api/payments/sms";

/** A console API path with its `:params` filled in. */
export function consoleApiPath(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

export function isConsolePagePath(pathname: string): boolean {
  return pathname === consoleBasePath || pathname.startsWith(`${consoleBasePath}/`);
}

export function isConsoleApiPath(url: string): boolean {
  return url === consoleApiPrefix || url.startsWith(`${consoleApiPrefix}/`);
}
