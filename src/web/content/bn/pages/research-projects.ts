import type { PageText } from "../../types.ts";

export const researchProjectsPageText: PageText<"researchProjects"> = {
  page: "researchProjects",
  heading: "গবেষণা প্রকল্প",
  title: "গবেষণা প্রকল্প",
  description: "ক্লাবের সদস্য ও উপদেষ্টাদের নেতৃত্বে পরিচালিত গবেষণা প্রকল্প।",
};
