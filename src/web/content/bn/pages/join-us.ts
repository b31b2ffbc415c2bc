import type { PageText } from "../../types.ts";

export const joinUsPageText: PageText<"joinUs"> = {
  page: "joinUs",
  heading: "যোগ দিন",
  title: "যোগ দিন",
  description: "বিজ্ঞান ক্লাবের সদস্য হোন: আপনার বিভাগ বেছে নিন এবং অনলাইনে আবেদন করুন।",
};
