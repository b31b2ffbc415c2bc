import { banglaDateTime } from "#shared/club-time-bn.ts";
import type { ticketText as english } from "../ticket.ts";

/** The ticket page in Bangla (../ticket.ts). */
export const ticketText: typeof english = {
  clubName: "সরকারি বিজ্ঞান কলেজ বিজ্ঞান ক্লাব",
  title: "টিকিট",
  reference: "রেফারেন্স নম্বর",
  category: "ক্যাটাগরি",
  when: "কখন",
  where: "কোথায়",
  name: "নাম",
  showAtDoor: "প্রবেশপথে এই কোডটি দেখান, ফোনে বা প্রিন্ট করে। কোডটি কাউকে দেবেন না: এটিই আপনার প্রবেশপত্র।",
  print: "টিকিট প্রিন্ট করুন",
  certificate: "আপনার সনদ ডাউনলোড করুন (PDF)",
  cancelledHeading: "এই নিবন্ধনটি বাতিল করা হয়েছে",
  cancelledBody: "এই টিকিটটি আর বৈধ নয়। নিবন্ধন খোলা থাকলে আপনি আবার নিবন্ধন করতে পারেন।",
  waitlistedHeading: "এই নিবন্ধনটি অপেক্ষমাণ তালিকায় আছে",
  waitlistedBody: "আপনার আসন নিশ্চিত হলে আপনি টিকিট পাবেন; আমরা আপনাকে জানাব।",
  paymentPendingHeading: "এই নিবন্ধনটি পেমেন্টের অপেক্ষায় আছে",
  paymentPendingBody: "আপনার আসনটি রাখা আছে। পেমেন্ট যাচাই হলে আপনি টিকিট পাবেন; আমরা আপনাকে জানাব।",
  dateTime: banglaDateTime,
  dhakaTime: "(ঢাকার সময়)",
};
