import { paths } from "#shared/routes.ts";
import type { SubPageLinks } from "../sub-pages.ts";
import type { PageText } from "../types.ts";

export const publicationsPageText: PageText<"publications"> = {
  page: "publications",
  heading: "Publications",
  title: "Publications",
  description: "Papers, articles and magazines published by the club's members.",
};

/** The links to the pages beneath this one, at its top (../sub-pages.ts): here, with the page's words, so the page loads no other page's links. */
export const publicationsSubPages: SubPageLinks = {
  label: "Publications by kind",
  links: [
    { label: "Research Papers", path: paths.researchPapers },
    { label: "Journal Articles", path: paths.journalArticles },
    { label: "Conference Papers", path: paths.conferencePapers },
  ],
};
