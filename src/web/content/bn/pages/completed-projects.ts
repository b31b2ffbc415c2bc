import type { PageText } from "../../types.ts";

export const completedProjectsPageText: PageText<"completedProjects"> = {
  page: "completedProjects",
  heading: "সম্পন্ন প্রকল্প",
  title: "সম্পন্ন প্রকল্প",
  description: "ক্লাবের শেষ হওয়া প্রকল্প, এবং সেগুলো থেকে যা পাওয়া গেছে।",
};
