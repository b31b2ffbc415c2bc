import type { PageText } from "../types.ts";

export const journalArticlesPageText: PageText<"journalArticles"> = {
  page: "journalArticles",
  heading: "Journal Articles",
  title: "Journal Articles",
  description: "Journal articles by the club's members.",
};
