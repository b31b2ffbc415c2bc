import { paths } from "../../../shared/routes.ts";
import type { subPageLinks as english } from "../sub-pages.ts";

/** The links to the pages beneath Events, Projects and Publications, in Bangla (../sub-pages.ts; Join Us's is in join-us.ts). */
export const subPageLinks: typeof english = {
  events: {
    label: "আমাদের ইভেন্ট সম্পর্কে আরও",
    links: [
      { label: "আসন্ন ইভেন্ট", path: paths.upcomingEvents },
      { label: "বিগত ইভেন্ট", path: paths.pastEvents },
      { label: "কর্মশালা", path: paths.workshops },
    ],
  },
  projects: {
    label: "আমাদের প্রকল্প সম্পর্কে আরও",
    links: [
      { label: "গবেষণা প্রকল্প", path: paths.researchProjects },
      { label: "শিক্ষার্থী প্রকল্প", path: paths.studentProjects },
      { label: "সম্পন্ন প্রকল্প", path: paths.completedProjects },
    ],
  },
  publications: {
    label: "ধরন অনুযায়ী প্রকাশনা",
    links: [
      { label: "গবেষণাপত্র", path: paths.researchPapers },
      { label: "জার্নাল প্রবন্ধ", path: paths.journalArticles },
      { label: "সম্মেলন প্রবন্ধ", path: paths.conferencePapers },
    ],
  },
};
