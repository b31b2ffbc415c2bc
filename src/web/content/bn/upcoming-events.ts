import { banglaTimeRange } from "../../../shared/club-time.ts";
import { paths } from "../../../shared/routes.ts";
import type { upcomingEventsContent as english } from "../upcoming-events.ts";

/** The Upcoming Events page in Bangla (../upcoming-events.ts). */
export const upcomingEventsContent: typeof english = {
  intro: {
    title: "ক্যালেন্ডারে দাগ দিয়ে রাখুন",
    text: "আগামী কয়েক মাসের জন্য ক্লাব যা প্রস্তুত করছে তা এখানে। প্রতিটি ইভেন্টের নিবন্ধন হয় ইভেন্টসমূহ পাতায়, যেখানে প্রতিটি ইভেন্টের নিজস্ব ফর্ম আছে।",
  },
  registerLabel: "নিবন্ধন করুন",
  registerLabelFor: (title: string) => `${title}-এ নিবন্ধন করুন`,
  labels: { date: "তারিখ", time: "সময়", location: "স্থান", expectedAttendance: "প্রত্যাশিত উপস্থিতি" },
  registerPath: paths.events,
  events: [
    {
      title: "১২তম জাতীয় বিজ্ঞান উৎসব ২০২৭",
      date: "বৃহস্পতিবার, ২১ জানুয়ারি ২০২৭",
      time: banglaTimeRange("09:00", "17:00"),
      location: "সরকারি বিজ্ঞান কলেজ, তেজগাঁও, ঢাকা",
      description:
        "আমাদের জাতীয় উৎসব ফিরছে প্রজেক্ট ডিসপ্লে, গবেষণাপত্র উপস্থাপনা, বিজ্ঞান অলিম্পিয়াড, কুইজ, দেয়াল পত্রিকা এবং রোবটিক্স ও রকেট্রি প্রতিযোগিতা নিয়ে, সারা বাংলাদেশের স্কুল, কলেজ ও বিশ্ববিদ্যালয়ের শিক্ষার্থীদের জন্য।",
      expectedAttendance: "২,০০০+ অংশগ্রহণকারী ও দর্শনার্থী",
    },
    {
      title: "ঢাকা বিজ্ঞান অলিম্পিয়াড ২০২৭",
      date: "শুক্রবার, ১২ ফেব্রুয়ারি ২০২৭",
      time: banglaTimeRange("10:00", "16:00"),
      location: "পরীক্ষা হল, সরকারি বিজ্ঞান কলেজ",
      description:
        "পদার্থবিজ্ঞান, রসায়ন, জীববিজ্ঞান ও গণিতে লিখিত পর্ব, তারপর সমস্যা সমাধানের চূড়ান্ত পর্ব। প্রতিটি ক্যাটাগরির সেরাদের জন্য পদক ও সনদ।",
      expectedAttendance: "৪০০ প্রতিযোগী",
    },
    {
      title: "আন্তঃকলেজ বিজ্ঞান কুইজ চ্যাম্পিয়নশিপ ২০২৭",
      date: "বুধবার, ১০ মার্চ ২০২৭",
      time: banglaTimeRange("14:00", "18:00"),
      location: "কলেজ মিলনায়তন, সরকারি বিজ্ঞান কলেজ",
      description:
        "এইচএসসি শিক্ষার্থীদের বার্ষিক বাজার কুইজে শাখার বিরুদ্ধে শাখা: বিজ্ঞান, প্রযুক্তি ও আবিষ্কারের ইতিহাস, মিলনায়তনের মঞ্চে সরাসরি চূড়ান্ত পর্ব।",
      expectedAttendance: "৩০০ শিক্ষার্থী ও দর্শক",
    },
  ],
};
