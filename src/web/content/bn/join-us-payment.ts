import { banglaDigits } from "#shared/bangla-digits.ts";
import { banglaNumber } from "#shared/number-text.ts";
import type { joinUsPaymentContent as english } from "../join-us-payment.ts";

/**
 * The words of the application's payment steps in Bangla (../join-us-payment.ts), loaded with them on
 * the first interaction with the form.
 */
export const joinUsPaymentContent: typeof english = {
  amount: (taka: number) => `${banglaNumber(taka)} টাকা`,
  count: banglaNumber,
  payment: {
    title: "পেমেন্টের হিসাব",
    departmentsLabel: "বিভাগের সংখ্যা",
    totalLabel: "মোট পরিমাণ",
    note: (fee: number) => `যতগুলো বিভাগই বেছে নিন, সদস্য ফি ${banglaNumber(fee)} টাকা।`,
  },
  paymentTypeTitle: "পেমেন্টের ধরন",
  // Cash is "ক্যাশ", paid by hand: "নগদ" is also a wallet's name, one choice away (glossary).
  paymentTypes: { cash: "ক্যাশ (ক্লাব রুমে হাতে হাতে)", online: "অনলাইন (বিকাশ বা নগদ)" },
  walletLabel: (wallet) => `${wallet.nameBn}: ${banglaDigits(wallet.number)}`,
  cashNote: (fee: number) => `অফিস চলার সময়ে ক্লাব রুমে এসে হাতে হাতে ${banglaNumber(fee)} টাকা ক্যাশ দিন।`,
  onlineIntro: (fee: number) => `নিচের ক্লাবের যেকোনো একটি নম্বরে ${banglaNumber(fee)} টাকা পাঠান, তারপর কোথা থেকে পাঠিয়েছেন তা আমাদের জানান।`,
  paymentNumberTitle: "পেমেন্ট নম্বর",
  labels: {
    accountName: "অ্যাকাউন্টের নাম",
    accountNumber: "অ্যাকাউন্ট নম্বর (প্রেরকের নম্বর)",
    transactionId: "ট্রানজেকশন আইডি",
  },
  notices: {
    validationTitle: "তথ্যে ভুল আছে",
    feeUnavailable: "সদস্য ফি লোড করা যায়নি, তাই আবেদনটি এখনও পাঠানো যাচ্ছে না। অনুগ্রহ করে আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।",
    successTitle: "আবেদন সফলভাবে জমা হয়েছে!",
    successText: "আমরা আপনার তথ্য পেয়েছি। শিগগিরই আপনার সঙ্গে যোগাযোগ করা হবে।",
  },
  confirmation: {
    keep: "এই রেফারেন্স নম্বরটি রেখে দিন: যে ই-মেইল দিয়েছেন তার সঙ্গে এটি দিয়ে আপনার আবেদনের অবস্থা দেখা যায়, আর ক্লাবও এটি দিয়ে আপনার আবেদন খুঁজে পায়।",
    statusLink: "আপনার আবেদনের অবস্থা দেখুন",
    appliedBefore: "আগে আবেদন করেছেন? আপনার আবেদনের অবস্থা দেখুন।",
    referenceLabel: "আপনার রেফারেন্স নম্বর",
    close: "বন্ধ করুন",
    noReference: "আপনার ব্যবহৃত ই-মেইল ঠিকানাটি মনে রাখুন: ক্লাব এটি দিয়ে আপনার জমা দেওয়া তথ্য খুঁজে পাবে।",
  },
};
