import { apiPaths } from "./api/paths.ts";
import { langs, pathInLang, pathWithoutLang } from "./lang.ts";
import { notFoundPath, paths, publicPaths, type SitePath } from "./routes.ts";

/**
 * The pages that show what organisers edit (docs/decisions/125): each with the public lists its
 * route's `loader` reads, by API path. The server renders such a page through React Router with
 * those lists' current answers, once per version of them (it keeps a render with the ETags of the
 * lists its loaders read); every other page is prerendered at build time. The loaders and the
 * prerender list read this one table, so a page's lists are named once. Server and build code only:
 * no page imports it, so it never reaches a browser bundle.
 */
export const dataPageLists: Readonly<Partial<Record<SitePath, readonly string[]>>> = {
  [paths.events]: [apiPaths.events],
  // The pages beneath Events, Projects and Publications show rows of the same lists.
  [paths.upcomingEvents]: [apiPaths.events],
  [paths.pastEvents]: [apiPaths.events],
  [paths.workshops]: [apiPaths.events],
  [paths.projects]: [apiPaths.projects],
  [paths.researchProjects]: [apiPaths.projects],
  [paths.studentProjects]: [apiPaths.projects],
  [paths.completedProjects]: [apiPaths.projects],
  [paths.publications]: [apiPaths.publications],
  [paths.researchPapers]: [apiPaths.publications],
  [paths.journalArticles]: [apiPaths.publications],
  [paths.conferencePapers]: [apiPaths.publications],
  [paths.team]: [apiPaths.teamMembers],
  [paths.executive]: [apiPaths.executiveMembers],
  [paths.subExecutive]: [apiPaths.subExecutiveMembers],
  [paths.alumni]: [apiPaths.alumniMembers],
  [paths.clubPartners]: [apiPaths.clubPartners],
  [paths.campusAmbassadors]: [apiPaths.campusAmbassadors],
  // The membership fee Join Us states (a payments setting).
  [paths.joinUs]: [apiPaths.membership],
  // The periods the privacy policy states (retention settings).
  [paths.privacyPolicy]: [apiPaths.retention],
};

/** The lists the page at `pathname` (in either language) shows, or undefined for a page without any. */
export function listsOfPage(pathname: string): readonly string[] | undefined {
  const page = pathWithoutLang(pathname);
  return Object.hasOwn(dataPageLists, page) ? dataPageLists[page as SitePath] : undefined;
}

/**
 * Everything the build prerenders to HTML, in both languages: every public page without
 * lists, and the 404 page the server sends for unknown paths. Data pages, member cards and tickets
 * are rendered by the server.
 */
export function prerenderPaths(): string[] {
  const pages = [...publicPaths.filter((pathname) => !listsOfPage(pathname)), notFoundPath];
  return langs.flatMap((lang) => pages.map((pathname) => pathInLang(pathname, lang)));
}
