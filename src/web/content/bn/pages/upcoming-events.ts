import type { PageText } from "../../types.ts";

export const upcomingEventsPageText: PageText<"upcomingEvents"> = {
  page: "upcomingEvents",
  heading: "আসন্ন ইভেন্ট",
  title: "আসন্ন ইভেন্ট",
  description: "ক্লাবের পরবর্তী উৎসব, প্রতিযোগিতা ও কর্মশালা।",
};
