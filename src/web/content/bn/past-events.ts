import { banglaDays } from "#shared/club-time-bn.ts";
import type { pastEventsContent as english } from "../past-events.ts";

/** The Past Events page in Bangla (../past-events.ts). */
export const pastEventsContent: typeof english = {
  intro: {
    title: "পেছন ফিরে দেখা",
    text: "প্রতিটি ইভেন্ট রেখে যায় ছবি, বন্ধুত্ব আর কিছু ভালো গল্প। সেগুলো এখানে, সবচেয়ে নতুনটি আগে, সঙ্গে ছবির অ্যালবাম।",
  },
  empty: "এখনো দেখানোর মতো কোনো বিগত ইভেন্ট নেই। আমাদের প্রথম ইভেন্টগুলো শেষ হলে সেগুলোর কথা এখানে থাকবে।",
  labels: { badge: "বিগত ইভেন্ট", date: "তারিখ", location: "স্থান" },
  days: banglaDays,
};
