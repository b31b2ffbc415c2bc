import type { PageText } from "../../types.ts";

export const contactPageText: PageText<"contact"> = {
  page: "contact",
  heading: "যোগাযোগ",
  title: "যোগাযোগ",
  description: "বিজ্ঞান ক্লাবকে লিখুন, অথবা অফিস চলাকালে আমাদের কাছে আসুন।",
};
