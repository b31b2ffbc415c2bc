import type { registrationText as english } from "../registration.ts";
import { banglaDigits } from "#shared/bangla-digits.ts";
import { banglaNumber } from "#shared/number-text.ts";
import { confirmationContent } from "./confirmation.ts";
import { registrationMessages } from "./registration-messages.ts";

const taka = (feeTaka: number) => `${banglaNumber(feeTaka)} টাকা`;

/** The registration dialog in Bangla (../registration.ts), loaded with the dialog on Bangla pages only. */
export const registrationText: typeof english = {
  dialogTitle: (title: string) => `${title}-এ নিবন্ধন`,
  dialogDescription: "আপনার ক্যাটাগরি বেছে নিন, তারপর ফর্মটি পূরণ করুন।",
  openOriginalForm: "মূল ফর্মটি খুলুন",
  openRegistrationForm: "নিবন্ধন ফর্মটি খুলুন",
  redirectNote: "এই ইভেন্টের নিবন্ধন হয় আয়োজকদের নিজস্ব ফর্মে, যা নতুন ট্যাবে খুলবে।",
  embedNote: "আপনি এখানেই নিবন্ধন করতে পারেন, অথবা আয়োজকদের মূল ফর্মে।",
  noForms: "এই ইভেন্টের কোনো নিবন্ধন ফর্ম নেই।",
  noFields: "এই ক্যাটাগরির জন্য কোনো নিবন্ধন ফর্ম তৈরি করা হয়নি।",
  categoryLabel: "ক্যাটাগরি বেছে নিন",
  categoryPlaceholder: "আপনার ক্যাটাগরি বেছে নিন",
  fee: (feeTaka: number) => `ফি: ${taka(feeTaka)}`,
  loadingCategories: "ক্যাটাগরি লোড হচ্ছে...",
  loadingForm: "ফর্ম লোড হচ্ছে...",
  formLabel: "নিবন্ধন ফর্ম",
  submit: "নিবন্ধন জমা দিন",
  submitting: "জমা দেওয়া হচ্ছে...",
  submitted: { title: "নিবন্ধন জমা হয়েছে!", description: "নিবন্ধনের জন্য ধন্যবাদ। বিস্তারিত তথ্য নিয়ে আমরা শিগগিরই আপনার সঙ্গে যোগাযোগ করব।" },
  submitFailed: { title: "ত্রুটি", description: "নিবন্ধন জমা দেওয়া যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।" },
  paymentPending: {
    title: "নিবন্ধন জমা হয়েছে!",
    description: "ক্লাব আপনার পেমেন্ট যাচাই করা পর্যন্ত আপনার আসনটি রাখা থাকবে। যাচাই হলে আমরা আপনাকে ই-মেইল করব।",
  },
  waitlisted: {
    title: "আপনি অপেক্ষমাণ তালিকায় আছেন",
    description: "কোনো আসন বাকি ছিল না, তাই আপনার নিবন্ধন অপেক্ষমাণ তালিকায় রাখা হয়েছে। কোনো আসন খালি হলে আমরা আপনার সঙ্গে যোগাযোগ করব।",
  },
  unsupported: (type: string) => `অসমর্থিত ঘরের ধরন: ${type}`,
  phoneHint: "০১ দিয়ে শুরু ১১ অঙ্ক, যেমন ০১৭১২-৩৪৫৬৭৮ (+৮৮০ ও বাংলা অঙ্ক লিখলেও চলবে)",
  upload: {
    uploading: "আপলোড হচ্ছে...",
    uploadingLabel: (label: string) => `${label} আপলোড হচ্ছে`,
    done: "✓ ফাইল আপলোড হয়েছে",
    succeeded: { title: "ফাইল আপলোড হয়েছে", description: "আপনার ফাইলটি আপলোড হয়েছে।" },
    failed: { title: "আপলোড হয়নি", description: "ফাইল আপলোড করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।" },
  },
  payment: {
    title: "পেমেন্টের ধরন",
    amount: (feeTaka: number) => `পেমেন্টের ধরন: ${taka(feeTaka)}`,
    // Cash is "ক্যাশ", paid by hand: "নগদ" is also a wallet's name, one choice away (glossary).
    cash: "ক্যাশ (ক্লাব রুমে হাতে হাতে)",
    online: "অনলাইন (বিকাশ বা নগদ)",
    cashNote: (feeTaka: number) => `অফিস চলাকালে ক্লাব রুমে এসে হাতে হাতে ${taka(feeTaka)} ক্যাশ দিন।`,
    walletLabel: (wallet) => `${wallet.nameBn}: ${banglaDigits(wallet.number)}`,
    onlineIntro: (feeTaka: number) => `নিচের ক্লাবের কোনো একটি নম্বরে ${taka(feeTaka)} পাঠান, তারপর কোথা থেকে পাঠিয়েছেন তা জানান।`,
    numberTitle: "পেমেন্ট নম্বর",
    labels: { accountName: "অ্যাকাউন্টের নাম", accountNumber: "অ্যাকাউন্ট নম্বর", transactionId: "ট্রানজেকশন আইডি" },
  },
  guardian: {
    title: "অভিভাবক",
    intro: "এই ইভেন্টের অংশগ্রহণকারীদের বয়স ১৮-এর কম হতে পারে: মা-বাবা বা অভিভাবকের তথ্য দিন।",
    name: "অভিভাবকের নাম",
    phone: "অভিভাবকের ফোন",
    consentQuestion: "অভিভাবকের সম্মতি",
    consent: "আমি অংশগ্রহণকারীর অভিভাবক, অথবা এই নিবন্ধনে তার অভিভাবকের সম্মতি আমার আছে।",
    enter: (label: string) => `${label} লিখুন`,
  },
  consent: { before: "নিবন্ধন করে আপনি আমাদের", terms: "সেবার শর্তাবলি", and: "ও", privacy: "গোপনীয়তা নীতি", after: " মেনে নিচ্ছেন।" },
  confirmation: confirmationContent,
  messages: registrationMessages,
};
