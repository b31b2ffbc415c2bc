import { banglaTimeRange } from "#shared/club-time-bn.ts";
import type { contactContent as english } from "../contact.ts";

/** The Contact page's words in Bangla (../contact.ts); the club's address and phone number are the frame's (bn/site.ts), in Bangla. */
export const contactContent: typeof english = {
  infoTitle: "যোগাযোগ করুন",
  infoIntro: "সদস্যপদ, ইভেন্ট বা কোনো যৌথ উদ্যোগ নিয়ে প্রশ্ন আছে? আমাদের লিখুন, ফোন করুন, অথবা ক্লাব রুমে চলে আসুন।",
  labels: { email: "ই-মেইল", phone: "ফোন", address: "ঠিকানা" },
  hoursTitle: "অফিস চলার সময়",
  // The same hours as the site configuration's (shared/site-config.ts), through Intl (bn-BD).
  officeHours: [
    { days: "রবিবার থেকে বৃহস্পতিবার", hours: banglaTimeRange("09:00", "17:00") },
    { days: "শনিবার", hours: banglaTimeRange("10:00", "14:00") },
    { days: "শুক্রবার", hours: "বন্ধ" },
  ],
  officeHoursNote: "শিক্ষাবর্ষের ছুটির সময়ে অফিস চলার সময় বদলাতে পারে।",
  formTitle: "আমাদের বার্তা পাঠান",
  fields: {
    name: "আপনার নাম",
    email: "আপনার ই-মেইল",
    subject: "বিষয় (ঐচ্ছিক)",
    message: "আপনার বার্তা",
  },
  send: "বার্তা পাঠান",
  sending: "পাঠানো হচ্ছে...",
  toasts: {
    sentTitle: "বার্তা পাঠানো হয়েছে",
    sentText: "ধন্যবাদ! আমরা শিগগিরই আপনাকে উত্তর দেব।",
    failedTitle: "বার্তা পাঠানো যায়নি",
    failedText: "আপনার বার্তা পাঠানো যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।",
  },
};
