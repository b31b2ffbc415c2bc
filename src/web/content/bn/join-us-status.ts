import { applicantStatusLabelsBn, applicationStatusExplanationsBn, registrantStatusLabelsBn } from "#shared/application-status-labels-bn.ts";
import { banglaDateTime, banglaSpan } from "#shared/club-time-bn.ts";
import { banglaNumber } from "#shared/number-text.ts";
import type { joinUsStatusContent as english } from "../join-us-status.ts";

/** The status page's words in Bangla (../join-us-status.ts); dates and numbers through Intl (bn-BD), in Dhaka time. */
export const joinUsStatusContent: typeof english = {
  referenceLabel: "রেফারেন্স নম্বর",
  referenceHint: "আবেদন বা নিবন্ধনের পর যে পাতা দেখেছিলেন সেখান থেকে, অথবা ক্লাবের ই-মেইল থেকে।",
  emailLabel: "ই-মেইল ঠিকানা",
  emailHint: "ফর্মে যেটি দিয়েছিলেন।",
  check: "অবস্থা দেখুন",
  checking: "দেখা হচ্ছে…",
  loading: "লোড হচ্ছে…",
  nothingFound: "কিছু পাওয়া যায়নি",
  unavailable: "এই মুহূর্তে আপনার রেফারেন্স নম্বর দেখা যাচ্ছে না। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।",
  dateTime: banglaDateTime,
  span: banglaSpan,
  application: {
    labels: applicantStatusLabelsBn,
    explanations: applicationStatusExplanationsBn,
    reason: "কারণ:",
    memberNumber: "সদস্য নম্বর:",
    memberCard: "আপনার সদস্য কার্ড খুলুন",
    submitted: "জমা দেওয়া হয়েছে",
    statusChanged: "অবস্থা বদলেছে",
  },
  registration: {
    labels: registrantStatusLabelsBn,
    cancelled: (title: string) => `${title}-এ আপনার নিবন্ধন ক্লাব বাতিল করেছে। নিবন্ধন খোলা থাকা অবস্থায় আপনি আবার নিবন্ধন করতে পারেন।`,
    waitlisted: (title: string, position: number) =>
      `${title}-এর অপেক্ষমাণ তালিকায় আপনি ${banglaNumber(position)} নম্বরে আছেন। কোনো আসন খালি হলে ক্লাব আপনাকে জানাবে।`,
    paymentPending: (title: string) => `ক্লাব আপনার ফি পরিশোধ যাচাই করা পর্যন্ত ${title}-এ আপনার আসনটি রাখা আছে।`,
    confirmed: (title: string) => `${title}-এ আপনার আসন নিশ্চিত।`,
    event: "ইভেন্ট",
    category: "ক্যাটাগরি",
    when: "কখন",
    where: "কোথায়",
    registered: "নিবন্ধনের সময়",
    ticketQrAlt: "আপনার টিকিটের কিউআর কোড, প্রবেশপথে দেখানোর জন্য",
    ticketHeading: "আপনার টিকিট",
    ticketNote: "প্রবেশপথে এই কোডটি দেখান।",
    ticketLink: "প্রিন্ট বা সংরক্ষণ করতে আপনার টিকিট খুলুন",
    addToCalendar: "ক্যালেন্ডারে যোগ করুন",
  },
};
