/**
 * The one list of the site's public paths. Links, the router and its redirects, the prerender list
 * and the sitemap all read from here, so a path is typed once.
 */
export const paths = {
  home: "/",
  about: "/about",
  mission: "/about/mission",
  vision: "/about/vision",
  history: "/about/history",
  panel: "/panel",
  executive: "/panel/executive",
  subExecutive: "/panel/advisory",
  alumni: "/panel/faculty",
  team: "/team",
  events: "/events",
  upcomingEvents: "/events/upcoming-events",
  pastEvents: "/events/past-events",
  workshops: "/events/workshops",
  projects: "/projects",
  researchProjects: "/projects/research-projects",
  studentProjects: "/projects/student-projects",
  completedProjects: "/projects/completed-projects",
  publications: "/publications",
  researchPapers: "/publications/research-papers",
  journalArticles: "/publications/journal-articles",
  conferencePapers: "/publications/conference-papers",
  joinUs: "/join-us",
  joinUsStatus: "/join-us/status",
  contact: "/contact",
  privacyPolicy: "/privacy-policy",
  termsOfServices: "/terms-of-services",
  clubPartners: "/leaderboard/club-partner",
  campusAmbassadors: "/leaderboard/campus-ambassador",
} as const;

export type PageKey = keyof typeof paths;
export type SitePath = (typeof paths)[PageKey];

/** The prerendered page that the server sends, with status 404, for every unknown path. */
export const notFoundPath = "/404";

export const publicPaths: readonly SitePath[] = Object.values(paths);

/**
 * Old or mistyped panel links that were shared before the routes settled (decisions.md): they
 * keep working, in any letter case, by redirecting to the routes that exist.
 */
const legacyRedirects: Readonly<Record<string, SitePath>> = {
  "/panel/sub-executive": paths.subExecutive,
  "/panel/alumni": paths.alumni,
};

export function redirectTarget(pathname: string): SitePath | undefined {
  const key = pathname.toLowerCase().replace(/\/+$/, "");
  return legacyRedirects[key];
}

/** Removes a trailing slash so "/about/" and "/about" are one page. */
export function canonicalPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

export function isPublicPath(pathname: string): boolean {
  return (publicPaths as readonly string[]).includes(canonicalPath(pathname));
}

/**
 * A route is "active" in the navigation when the current path equals it or lies beneath it.
 * Home is active only on "/" itself, or every page would light it up.
 */
export function isActivePath(current: string, itemPath: string): boolean {
  const here = canonicalPath(current);
  if (itemPath === "/") return here === "/";
  return here === itemPath || here.startsWith(`${itemPath}/`);
}
