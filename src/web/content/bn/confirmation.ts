import type { confirmationContent as english } from "../confirmation.ts";

/** The confirmation panel after a stored submission, in Bangla (../confirmation.ts). */
export const confirmationContent: typeof english = {
  referenceLabel: "আপনার রেফারেন্স নম্বর",
  close: "বন্ধ করুন",
  keep: {
    application: "এই রেফারেন্স নম্বরটি রেখে দিন: আপনার ব্যবহৃত ই-মেইলসহ এটি দিয়ে আপনার আবেদনের অবস্থা দেখা যায়, আর ক্লাবও এটি দিয়ে আপনার আবেদন খুঁজে পায়।",
    message: "এই রেফারেন্স নম্বরটি রেখে দিন: এই বার্তা নিয়ে লিখলে বা ফোন করলে নম্বরটি বলুন, ক্লাব সঙ্গে সঙ্গে বার্তাটি খুঁজে পাবে।",
    registration: "এই রেফারেন্স নম্বরটি রেখে দিন: এই নিবন্ধন নিয়ে ক্লাবের সঙ্গে যোগাযোগ করলে নম্বরটি বলুন, ক্লাব সঙ্গে সঙ্গে নিবন্ধনটি খুঁজে পাবে।",
  },
  noReference: "আপনার ব্যবহৃত ই-মেইল ঠিকানাটি মনে রাখুন: ক্লাব এটি দিয়ে আপনার জমা দেওয়া তথ্য খুঁজে পাবে।",
  statusLink: "আপনার আবেদনের অবস্থা দেখুন",
  registrationStatusLink: "আপনার নিবন্ধনের অবস্থা দেখুন",
  appliedBefore: "আগেই আবেদন করেছেন? আপনার আবেদনের অবস্থা দেখুন।",
  messageTitle: "আপনার বার্তা পাঠানো হয়েছে",
  registrationTitle: (eventTitle: string) => `${eventTitle}-এ আপনার নিবন্ধন সম্পন্ন হয়েছে`,
  ticketHeading: "আপনার টিকিট",
  ticketQrAlt: "আপনার টিকিটের QR কোড, প্রবেশপথে দেখানোর জন্য",
  ticketNote: "প্রবেশপথে এই কোডটি দেখান, ফোনে বা প্রিন্ট করে।",
  ticketLink: "প্রিন্ট বা সংরক্ষণ করতে আপনার টিকিট খুলুন",
};
