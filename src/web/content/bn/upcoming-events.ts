import { banglaDays, banglaHours } from "#shared/club-time-bn.ts";
import type { upcomingEventsContent as english } from "../upcoming-events.ts";

/** The Upcoming Events page in Bangla (../upcoming-events.ts). */
export const upcomingEventsContent: typeof english = {
  intro: {
    title: "ক্যালেন্ডারে দাগ দিয়ে রাখুন",
    text: "আগামী কয়েক মাসের জন্য ক্লাব যা প্রস্তুত করছে তা এখানে। ইভেন্টের কার্ড থেকেই নিবন্ধন করুন: প্রতিটি ইভেন্টের নিজস্ব ফর্ম আছে, আর টিকিট আসে ই-মেইলে।",
  },
  empty: "এই মুহূর্তে কোনো আসন্ন ইভেন্ট নেই। নতুন তারিখ ঠিক হলেই এখানে জানানো হবে।",
  labels: { date: "তারিখ", time: "সময়", location: "স্থান" },
  days: banglaDays,
  hours: banglaHours,
};
