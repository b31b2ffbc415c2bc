import type { PageText } from "../../types.ts";

export const publicationsPageText: PageText<"publications"> = {
  page: "publications",
  heading: "প্রকাশনা",
  title: "প্রকাশনা",
  description: "ক্লাবের সদস্যদের প্রকাশিত গবেষণাপত্র, প্রবন্ধ ও সাময়িকী।",
};
