import type { PageText } from "../../types.ts";

export const journalArticlesPageText: PageText<"journalArticles"> = {
  page: "journalArticles",
  heading: "জার্নাল প্রবন্ধ",
  title: "জার্নাল প্রবন্ধ",
  description: "ক্লাবের সদস্যদের লেখা জার্নাল প্রবন্ধ।",
};
