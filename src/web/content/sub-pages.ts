import type { SitePath } from "../../shared/routes.ts";
import { eventsSubPages } from "./pages/events.ts";
import { projectsSubPages } from "./pages/projects.ts";
import { publicationsSubPages } from "./pages/publications.ts";

export interface SubPageLinks {
  /** The name of the group of links, for screen readers. */
  label: string;
  /** Each page's own heading, and its path. */
  links: readonly { label: string; path: SitePath }[];
}

/**
 * The pages beneath Events, Projects and Publications, which the top navigation does not list:
 * linked from the top of their parent page, where a visitor looks for more of the same. Each group
 * lives with its page's words (pages/events.ts, ...; Join Us's in join-us.ts; the Bangla ones in
 * bn/pages/), so a page loads only its own links; gathered here for the tests.
 */
export const subPageLinks = {
  events: eventsSubPages,
  projects: projectsSubPages,
  publications: publicationsSubPages,
} satisfies Record<string, SubPageLinks>;
