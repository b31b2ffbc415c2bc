import type { PageText } from "../../types.ts";

export const notFoundPageText: PageText<"notFound"> = {
  page: "notFound",
  heading: "দুঃখিত! পাতাটি পাওয়া যায়নি",
  title: "পাতাটি পাওয়া যায়নি",
  description: "আপনি যে পাতাটি খুঁজছিলেন সেটি নেই।",
};
