import type { PageText } from "../../types.ts";

export const joinUsStatusPageText: PageText<"joinUsStatus"> = {
  page: "joinUsStatus",
  heading: "আবেদন ও নিবন্ধনের অবস্থা",
  title: "আবেদন ও নিবন্ধনের অবস্থা",
  description: "আপনার সদস্যপদের আবেদন বা ইভেন্ট নিবন্ধনের অবস্থা দেখুন: নিশ্চিতকরণে পাওয়া রেফারেন্স নম্বর এবং ফর্মে দেওয়া ই-মেইল ঠিকানা লিখুন।",
};
