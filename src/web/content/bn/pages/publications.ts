import { paths } from "#shared/routes.ts";
import type { SubPageLinks } from "../../sub-pages.ts";
import type { PageText } from "../../types.ts";

export const publicationsPageText: PageText<"publications"> = {
  page: "publications",
  heading: "প্রকাশনা",
  title: "প্রকাশনা",
  description: "ক্লাবের সদস্যদের প্রকাশিত গবেষণাপত্র, প্রবন্ধ ও সাময়িকী।",
};

/** The links to the pages beneath this one, in Bangla (../../pages/publications.ts). */
export const publicationsSubPages: SubPageLinks = {
  label: "ধরন অনুযায়ী প্রকাশনা",
  links: [
    { label: "গবেষণাপত্র", path: paths.researchPapers },
    { label: "জার্নাল প্রবন্ধ", path: paths.journalArticles },
    { label: "সম্মেলন প্রবন্ধ", path: paths.conferencePapers },
  ],
};
