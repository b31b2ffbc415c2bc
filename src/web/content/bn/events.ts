import type { eventsText as english } from "../events.ts";
import { banglaDateTime, banglaSpan } from "#shared/club-time-bn.ts";
import { banglaNumber } from "#shared/number-text.ts";

/** The Events page, its cards and an event's page in Bangla (../events.ts). */
export const eventsText: typeof english = {
  dateTime: banglaDateTime,
  span: banglaSpan,
  loading: "ইভেন্ট লোড হচ্ছে...",
  empty: "এই মুহূর্তে কোনো ইভেন্ট নেই।",
  loadFailed: { title: "ত্রুটি", description: "ইভেন্ট লোড করা যায়নি" },
  badgePast: "বিগত",
  badgeUpcoming: "আসন্ন",
  viewAlbum: "অ্যালবাম দেখুন",
  viewAlbumOf: (title: string) => `${title}-এর অ্যালবাম দেখুন`,
  registerNow: "এখনই নিবন্ধন করুন",
  registerNowFor: (title: string) => `${title}-এ এখনই নিবন্ধন করুন`,
  registrationCloses: "নিবন্ধন বন্ধ হবে",
  noRegistration: "নিবন্ধনের প্রয়োজন নেই",
  categories: {
    heading: "ক্যাটাগরি ও আসন",
    free: "ফি নেই",
    fee: (feeTaka: number) => `ফি: ${banglaNumber(feeTaka)} টাকা`,
  },
};
