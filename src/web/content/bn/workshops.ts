import { banglaDays, banglaHours } from "#shared/club-time-bn.ts";
import type { workshopsContent as english } from "../workshops.ts";

/** The Workshops page in Bangla (../workshops.ts). */
export const workshopsContent: typeof english = {
  intro: {
    title: "হাতে-কলমে শিখুন",
    text: "আমাদের কর্মশালাগুলো পরিচালনা করেন জ্যেষ্ঠ সদস্য, প্রাক্তন সদস্য ও শিক্ষকেরা। সদস্যদের জন্য এগুলো বিনামূল্যে, শুরু হয় একেবারে গোড়া থেকে, আর শেষ হয় নিজের হাতে বানানো কিছু দিয়ে।",
  },
  empty: "এখন কোনো কর্মশালার সূচি নেই। তারিখ ঠিক হলেই এখানে জানানো হবে।",
  labels: { date: "তারিখ", time: "সময়", location: "স্থান" },
  days: banglaDays,
  hours: banglaHours,
};
