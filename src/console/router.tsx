import { createBrowserRouter } from "react-router";
import { ConsoleLayout } from "./components/console-layout.tsx";
import { Loading } from "./components/list-page.tsx";
import { RouteError } from "./components/route-error.tsx";

/**
 * The console's pages. Each loads its own module when first visited; the layout checks the
 * session (the server checks it again on every request). Feature pages are added here.
 * The router starts only once the first page's module has loaded: until then each top-level route
 * shows "Loading..." (its HydrateFallback) instead of nothing.
 */
const whileTheFirstPageLoads = <Loading />;

export const consoleRouter = createBrowserRouter([
  {
    path: "/organiser/sign-in",
    lazy: () => import("./routes/sign-in.tsx").then((m) => ({ Component: m.SignInPage })),
    errorElement: <RouteError />,
    hydrateFallbackElement: whileTheFirstPageLoads,
  },
  {
    path: "/organiser/setup",
    lazy: () => import("./routes/setup.tsx").then((m) => ({ Component: m.SetupPage })),
    errorElement: <RouteError />,
    hydrateFallbackElement: whileTheFirstPageLoads,
  },
  {
    path: "/organiser",
    element: <ConsoleLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: whileTheFirstPageLoads,
    children: [
      { index: true, lazy: () => import("./routes/home.tsx").then((m) => ({ Component: m.HomePage })) },
      { path: "organisers", lazy: () => import("#features/organisers/console/routes/organisers-page.tsx").then((m) => ({ Component: m.OrganisersPage })) },
      { path: "registrations", lazy: () => import("#features/registrations/console/routes/registrations-page.tsx").then((m) => ({ Component: m.RegistrationsPage })) },
      { path: "registrations/:id", lazy: () => import("#features/registrations/console/routes/registration-page.tsx").then((m) => ({ Component: m.RegistrationPage })) },
      { path: "applications", lazy: () => import("#features/applications/console/routes/applications-page.tsx").then((m) => ({ Component: m.ApplicationsPage })) },
      { path: "applications/tell/:batchId", lazy: () => import("#features/applications/console/routes/tell-them-page.tsx").then((m) => ({ Component: m.TellThemPage })) },
      { path: "applications/:id", lazy: () => import("#features/applications/console/routes/application-page.tsx").then((m) => ({ Component: m.ApplicationPage })) },
      { path: "members", lazy: () => import("#features/members/console/routes/members-page.tsx").then((m) => ({ Component: m.MembersPage })) },
      { path: "payments", lazy: () => import("#features/payments/console/routes/payments-page.tsx").then((m) => ({ Component: m.PaymentsPage })) },
      { path: "messages", lazy: () => import("#features/messages/console/routes/messages-page.tsx").then((m) => ({ Component: m.MessagesPage })) },
      { path: "messages/:id", lazy: () => import("#features/messages/console/routes/message-page.tsx").then((m) => ({ Component: m.MessagePage })) },
      { path: "suspected-spam", lazy: () => import("./features/suspected-spam/routes/suspected-spam-page.tsx").then((m) => ({ Component: m.SuspectedSpamPage })) },
      { path: "visits", lazy: () => import("#features/page-views/console/routes/visits-page.tsx").then((m) => ({ Component: m.VisitsPage })) },
      { path: "activity", lazy: () => import("#features/activity/console/routes/activity-page.tsx").then((m) => ({ Component: m.ActivityPage })) },
      { path: "check-in/:eventId/door-list", lazy: () => import("#features/check-in/console/routes/door-list-page.tsx").then((m) => ({ Component: m.DoorListPage })) },
      // The door: its decoder and IndexedDB store load with this page alone.
      { path: "check-in/:eventId", lazy: () => import("#features/check-in/console/routes/door-page.tsx").then((m) => ({ Component: m.DoorPage })) },
      { path: "check-in/:eventId/walk-in", lazy: () => import("#features/check-in/console/routes/walk-in-page.tsx").then((m) => ({ Component: m.WalkInPage })) },
      { path: "check-in", lazy: () => import("#features/check-in/console/routes/check-in-page.tsx").then((m) => ({ Component: m.CheckInPage })) },
      { path: "mail", lazy: () => import("./features/mail/routes/mail-page.tsx").then((m) => ({ Component: m.MailPage })) },
      { path: "personal-data", lazy: () => import("#features/personal-data/console/routes/personal-data-page.tsx").then((m) => ({ Component: m.PersonalDataPage })) },
      { path: "retention", lazy: () => import("#features/retention/console/routes/retention-page.tsx").then((m) => ({ Component: m.RetentionPage })) },
      { path: "announcements", lazy: () => import("#features/announcements/console/routes/announcements-page.tsx").then((m) => ({ Component: m.AnnouncementsPage })) },
      { path: "announcements/:id", lazy: () => import("#features/announcements/console/routes/announcement-page.tsx").then((m) => ({ Component: m.AnnouncementPage })) },
      { path: "certificates", lazy: () => import("#features/certificates/console/routes/certificates-page.tsx").then((m) => ({ Component: m.CertificatesPage })) },
      { path: "certificates/:eventId", lazy: () => import("#features/certificates/console/routes/event-certificates-page.tsx").then((m) => ({ Component: m.EventCertificatesPage })) },
      { path: "notifications", lazy: () => import("./features/notifications/routes/notifications-page.tsx").then((m) => ({ Component: m.NotificationsPage })) },
      { path: "content", lazy: () => import("#features/content/console/routes/content-index-page.tsx").then((m) => ({ Component: m.ContentIndexPage })) },
      { path: "content/events", lazy: () => import("#features/events/console/routes/events-page.tsx").then((m) => ({ Component: m.EventsPage })) },
      { path: "content/events/:id", lazy: () => import("#features/events/console/routes/event-page.tsx").then((m) => ({ Component: m.EventPage })) },
      { path: "content/event-categories", lazy: () => import("#features/events/console/routes/categories-page.tsx").then((m) => ({ Component: m.CategoriesPage })) },
      { path: "content/:list", lazy: () => import("#features/content/console/routes/content-list-page.tsx").then((m) => ({ Component: m.ContentListPage })) },
      { path: "content/:list/new", lazy: () => import("#features/content/console/routes/content-row-page.tsx").then((m) => ({ Component: m.ContentRowPage })) },
      { path: "content/:list/:id", lazy: () => import("#features/content/console/routes/content-row-page.tsx").then((m) => ({ Component: m.ContentRowPage })) },
      { path: "*", lazy: () => import("./routes/not-found.tsx").then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
]);
