import type { officeHoursText as english } from "../office-hours.ts";

/** The club office's hours in Bangla, in the same order as src/shared/site-config.ts. */
export const officeHoursText: typeof english = {
  officeHours: [
    { days: "রবিবার থেকে বৃহস্পতিবার", hours: "সকাল ৯টা থেকে বিকেল ৫টা" },
    { days: "শনিবার", hours: "সকাল ১০টা থেকে দুপুর ২টা" },
    { days: "শুক্রবার", hours: "বন্ধ" },
  ],
  officeHoursNote: "শিক্ষাবিরতির সময় এই সময়সূচি বদলাতে পারে।",
};
