import type { notFoundContent as english } from "../not-found.ts";
import { banglaDigits } from "#shared/bangla-digits.ts";

export const notFoundContent: typeof english = {
  lead: "আপনি যে পাতাটি খুঁজছিলেন সেটি নেই, অথবা অন্য কোথাও সরানো হয়েছে।",
  home: "প্রথম পাতায় ফিরে যান",
  code: banglaDigits("404"),
};
