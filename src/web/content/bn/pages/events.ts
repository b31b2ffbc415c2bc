import { paths } from "#shared/routes.ts";
import type { SubPageLinks } from "../../sub-pages.ts";
import type { PageText } from "../../types.ts";

export const eventsPageText: PageText<"events"> = {
  page: "events",
  heading: "ইভেন্টসমূহ",
  title: "ইভেন্টসমূহ",
  description: "বিজ্ঞান উৎসব, অলিম্পিয়াড, কর্মশালা ও আলোচনা: কী আসছে দেখুন এবং অনলাইনে নিবন্ধন করুন।",
};

/** The links to the pages beneath this one, in Bangla (../../pages/events.ts). */
export const eventsSubPages: SubPageLinks = {
  label: "আমাদের ইভেন্ট সম্পর্কে আরও",
  links: [
    { label: "আসন্ন ইভেন্ট", path: paths.upcomingEvents },
    { label: "বিগত ইভেন্ট", path: paths.pastEvents },
    { label: "কর্মশালা", path: paths.workshops },
  ],
};
