import type { PageText } from "../../types.ts";

export const projectsPageText: PageText<"projects"> = {
  page: "projects",
  heading: "প্রকল্প",
  title: "প্রকল্প",
  description: "ক্লাবের সদস্যদের তৈরি প্রকল্প, ডেমো ও সোর্স কোডসহ।",
};
