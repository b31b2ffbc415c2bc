import type { PageText } from "../../types.ts";

export const conferencePapersPageText: PageText<"conferencePapers"> = {
  page: "conferencePapers",
  heading: "সম্মেলন প্রবন্ধ",
  title: "সম্মেলন প্রবন্ধ",
  description: "আমাদের সদস্যদের বিভিন্ন সম্মেলনে উপস্থাপিত প্রবন্ধ।",
};
