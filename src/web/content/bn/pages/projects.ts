import { paths } from "#shared/routes.ts";
import type { SubPageLinks } from "../../sub-pages.ts";
import type { PageText } from "../../types.ts";

export const projectsPageText: PageText<"projects"> = {
  page: "projects",
  heading: "প্রকল্প",
  title: "প্রকল্প",
  description: "ক্লাবের সদস্যদের তৈরি প্রকল্প, ডেমো ও সোর্স কোডসহ।",
};

/** The links to the pages beneath this one, in Bangla (../../pages/projects.ts). */
export const projectsSubPages: SubPageLinks = {
  label: "আমাদের প্রকল্প সম্পর্কে আরও",
  links: [
    { label: "গবেষণা প্রকল্প", path: paths.researchProjects },
    { label: "শিক্ষার্থী প্রকল্প", path: paths.studentProjects },
    { label: "সম্পন্ন প্রকল্প", path: paths.completedProjects },
  ],
};
