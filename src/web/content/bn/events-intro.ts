import type { eventsIntro as english } from "../events-intro.ts";

/** The Events page's introduction in Bangla (../events-intro.ts). */
export const eventsIntro: typeof english = {
  title: "উৎসব, অলিম্পিয়াড ও কর্মশালা",
  body: "প্রতি বছর ক্লাব জাতীয় ও আন্তঃকলেজ বিজ্ঞান উৎসব, অলিম্পিয়াড, কুইজ, রোবটিক্স কর্মশালা ও জ্যোতির্বিজ্ঞান রাতের আয়োজন করে। নিচে আসন্ন ইভেন্টে নিবন্ধন করুন, অথবা শেষ হয়ে যাওয়া ইভেন্টগুলোর ছবির অ্যালবাম দেখুন।",
};
