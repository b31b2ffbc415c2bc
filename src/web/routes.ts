import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { banglaPrefix } from "../shared/lang.ts";
import { memberCardPathPrefix } from "../shared/member-card-path.ts";
import { paths } from "../shared/routes.ts";
import { ticketPathPrefix } from "../shared/ticket-paths.ts";

// React Router wants paths without the leading slash.
const at = (path: string) => path.slice(1);

/**
 * The site's pages in one language: English at the paths of shared/routes.ts, Bangla at
 * the same paths under /bn. A Bangla page is its own route module under routes/bn/, mirroring the
 * English one's file: each imports its own language's texts, so a page's JavaScript carries one
 * language's catalog, never both. Both render the same page components.
 */
function pages(lang: "en" | "bn"): RouteConfigEntry[] {
  const file = (name: string) => (lang === "en" ? `routes/${name}` : `routes/bn/${name}`);
  const path = (sitePath: string) => (lang === "en" ? at(sitePath) : `${at(banglaPrefix)}${sitePath === "/" ? "" : sitePath}`);
  // Addresses are matched in their letter case, as the server matched them: React Router's own
  // matching ignores it, and "/TEAM" would otherwise be the team page instead of the 404 page.
  const id = (name: string) => ({ caseSensitive: true, ...(lang === "en" ? {} : { id: `bn/${name.replace(/\.tsx$/, "")}` }) });
  const page = (sitePath: string, name: string) => route(path(sitePath), file(name), id(name));
  return [
    lang === "en" ? index(file("home.tsx")) : page("/", "home.tsx"),
    // The old panel links of shared/routes.ts (redirectTarget): 301 to the routes that exist, on a
    // page load and inside the app. These alone match in any letter case.
    route(path("/panel/sub-executive"), "routes/panel/legacy-redirect.tsx", { id: `${lang}-legacy-sub-executive` }),
    route(path("/panel/alumni"), "routes/panel/legacy-redirect.tsx", { id: `${lang}-legacy-alumni` }),
    layout(lang === "en" ? "components/layout/site-layout.tsx" : "routes/bn/site-layout.tsx", [
      page(paths.about, "about/about.tsx"),
      page(paths.mission, "about/mission.tsx"),
      page(paths.vision, "about/vision.tsx"),
      page(paths.history, "about/history.tsx"),
      page(paths.panel, "panel/panel.tsx"),
      page(paths.executive, "panel/executive.tsx"),
      page(paths.subExecutive, "panel/sub-executive.tsx"),
      page(paths.alumni, "panel/alumni.tsx"),
      page(paths.team, "team.tsx"),
      page(paths.events, "events/events.tsx"),
      page(paths.upcomingEvents, "events/upcoming-events.tsx"),
      page(paths.pastEvents, "events/past-events.tsx"),
      page(paths.workshops, "events/workshops.tsx"),
      // A registration's ticket: rendered by the server at /events/ticket/{reference}.{code}, never listed.
      route(`${path(ticketPathPrefix)}:ticket`, file("events/ticket.tsx"), id("events/ticket.tsx")),
      // One event's page: /events/{slug}, rendered by the server; the pages above win over it.
      route(`${path(paths.events)}/:slug`, file("events/event.tsx"), id("events/event.tsx")),
      page(paths.projects, "projects/projects.tsx"),
      page(paths.researchProjects, "projects/research-projects.tsx"),
      page(paths.studentProjects, "projects/student-projects.tsx"),
      page(paths.completedProjects, "projects/completed-projects.tsx"),
      page(paths.publications, "publications/publications.tsx"),
      page(paths.researchPapers, "publications/research-papers.tsx"),
      page(paths.journalArticles, "publications/journal-articles.tsx"),
      page(paths.conferencePapers, "publications/conference-papers.tsx"),
      page(paths.joinUs, "join-us.tsx"),
      page(paths.joinUsStatus, "join-us-status.tsx"),
      // A member's card: rendered by the server at /join-us/member/{token}, never listed.
      route(`${path(memberCardPathPrefix)}:token`, file("member-card.tsx"), id("member-card.tsx")),
      page(paths.contact, "contact.tsx"),
      page(paths.privacyPolicy, "privacy-policy.tsx"),
      page(paths.termsOfServices, "terms-of-services.tsx"),
      page(paths.clubPartners, "leaderboard/club-partners.tsx"),
      page(paths.campusAmbassadors, "leaderboard/campus-ambassadors.tsx"),
      route(lang === "en" ? "*" : `${at(banglaPrefix)}/*`, file("not-found.tsx"), id("not-found.tsx")),
    ]),
  ];
}

export default [...pages("bn"), ...pages("en")] satisfies RouteConfig;
