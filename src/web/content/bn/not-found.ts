import type { notFoundContent as english } from "../not-found.ts";

export const notFoundContent: typeof english = {
  lead: "আপনি যে পাতাটি খুঁজছিলেন সেটি নেই, অথবা অন্য কোথাও সরানো হয়েছে।",
  home: "প্রথম পাতায় ফিরে যান",
  code: new Intl.NumberFormat("bn-BD", { useGrouping: false }).format(404),
};
