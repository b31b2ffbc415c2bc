import type { PageText } from "../../types.ts";

export const subExecutivePageText: PageText<"subExecutive"> = {
  page: "subExecutive",
  heading: "উপ-কার্যনির্বাহী",
  title: "উপ-কার্যনির্বাহী",
  description: "যে উপ-কার্যনির্বাহী টিম ক্লাবের বিভাগ, ইভেন্ট ও কার্যক্রম পরিচালনা করে।",
};
