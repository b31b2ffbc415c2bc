import type { memberCardContent as english } from "../member-card.ts";
import { banglaDigits } from "#shared/bangla-digits.ts";

/** The member card page's words in Bangla (../member-card.ts). */
export const memberCardContent: typeof english = {
  title: "সদস্য কার্ড",
  inactiveHeading: "এই সদস্যপদ সক্রিয় নয়",
  inactiveBody: "এই কার্ডের কোনো সক্রিয় সদস্যপদ ক্লাবের কাছে নেই। ভুল হয়েছে মনে হলে ক্লাবের সঙ্গে যোগাযোগ করুন।",
  verifyNote: "ক্লাবের নিজস্ব সাইটে এই কার্ডটি সরাসরি দেখতে কোডটি স্ক্যান করুন।",
  print: "কার্ড প্রিন্ট করুন",
  memberNumber: "সদস্য নম্বর",
  session: "সেশন",
  department: "বিভাগ",
  departments: "বিভাগসমূহ",
  year: (year: number) => banglaDigits(String(year)),
  clubName: "সরকারি বিজ্ঞান কলেজ বিজ্ঞান ক্লাব",
  college: "সরকারি বিজ্ঞান কলেজ, ঢাকা",
};
