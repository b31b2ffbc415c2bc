import type { PageText } from "../../types.ts";

export const eventsPageText: PageText<"events"> = {
  page: "events",
  heading: "ইভেন্টসমূহ",
  title: "ইভেন্টসমূহ",
  description: "বিজ্ঞান উৎসব, অলিম্পিয়াড, কর্মশালা ও আলোচনা: কী আসছে দেখুন এবং অনলাইনে নিবন্ধন করুন।",
};
