import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { memberCardPathPrefix } from "../shared/member-card-path.ts";
import { paths } from "../shared/routes.ts";
import { ticketPathPrefix } from "../shared/ticket-paths.ts";

// React Router wants paths without the leading slash.
const at = (path: string) => path.slice(1);

export default [
  index("routes/home.tsx"),
  // The old panel links of shared/routes.ts (redirectTarget), for navigation inside the app; the
  // server answers a page load with 301. Route matching ignores letter case, as the server does.
  route("panel/sub-executive", "routes/panel/legacy-redirect.tsx", { id: "legacy-sub-executive" }),
  route("panel/alumni", "routes/panel/legacy-redirect.tsx", { id: "legacy-alumni" }),
  layout("components/layout/site-layout.tsx", [
    route(at(paths.about), "routes/about/about.tsx"),
    route(at(paths.mission), "routes/about/mission.tsx"),
    route(at(paths.vision), "routes/about/vision.tsx"),
    route(at(paths.history), "routes/about/history.tsx"),
    route(at(paths.panel), "routes/panel/panel.tsx"),
    route(at(paths.executive), "routes/panel/executive.tsx"),
    route(at(paths.subExecutive), "routes/panel/sub-executive.tsx"),
    route(at(paths.alumni), "routes/panel/alumni.tsx"),
    route(at(paths.team), "routes/team.tsx"),
    route(at(paths.events), "routes/events/events.tsx"),
    route(at(paths.upcomingEvents), "routes/events/upcoming-events.tsx"),
    route(at(paths.pastEvents), "routes/events/past-events.tsx"),
    route(at(paths.workshops), "routes/events/workshops.tsx"),
    // A registration's ticket (decision 114): rendered by the server at /events/ticket/{reference}.{code}, never listed.
    route(`${at(ticketPathPrefix)}:ticket`, "routes/events/ticket.tsx"),
    // One event's page (decision 126): /events/{slug}, rendered by the server; the pages above win over it.
    route(`${at(paths.events)}/:slug`, "routes/events/event.tsx"),
    route(at(paths.projects), "routes/projects/projects.tsx"),
    route(at(paths.researchProjects), "routes/projects/research-projects.tsx"),
    route(at(paths.studentProjects), "routes/projects/student-projects.tsx"),
    route(at(paths.completedProjects), "routes/projects/completed-projects.tsx"),
    route(at(paths.publications), "routes/publications/publications.tsx"),
    route(at(paths.researchPapers), "routes/publications/research-papers.tsx"),
    route(at(paths.journalArticles), "routes/publications/journal-articles.tsx"),
    route(at(paths.conferencePapers), "routes/publications/conference-papers.tsx"),
    route(at(paths.joinUs), "routes/join-us.tsx"),
    route(at(paths.joinUsStatus), "routes/join-us-status.tsx"),
    // A member's card (decision 110): rendered by the server at /join-us/member/{token}, never listed.
    route(`${at(memberCardPathPrefix)}:token`, "routes/member-card.tsx"),
    route(at(paths.contact), "routes/contact.tsx"),
    route(at(paths.privacyPolicy), "routes/privacy-policy.tsx"),
    route(at(paths.termsOfServices), "routes/terms-of-services.tsx"),
    route(at(paths.clubPartners), "routes/leaderboard/club-partners.tsx"),
    route(at(paths.campusAmbassadors), "routes/leaderboard/campus-ambassadors.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
