import type { contactConfirmationContent as english } from "../contact-confirmation.ts";

/** The confirmation after a stored message, in Bangla (../contact-confirmation.ts). */
export const contactConfirmationContent: typeof english = {
  title: "আপনার বার্তা পাঠানো হয়েছে",
  keep: "এই রেফারেন্স নম্বরটি রেখে দিন: এই বার্তা নিয়ে লিখলে বা ফোন করলে এটি উল্লেখ করুন, ক্লাব সঙ্গে সঙ্গে বার্তাটি খুঁজে পাবে।",
  referenceLabel: "আপনার রেফারেন্স নম্বর",
  close: "বন্ধ করুন",
  noReference: "আপনার ব্যবহৃত ই-মেইল ঠিকানাটি মনে রাখুন: ক্লাব এটি দিয়ে আপনার জমা দেওয়া তথ্য খুঁজে পাবে।",
};
