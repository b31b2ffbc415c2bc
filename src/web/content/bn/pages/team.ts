import type { PageText } from "../../types.ts";

export const teamPageText: PageText<"team"> = {
  page: "team",
  heading: "আমাদের টিম",
  title: "আমাদের টিম",
  description: "যাঁরা ক্লাবকে সচল রাখেন: কমিটির সদস্য, উপদেষ্টা, সমন্বয়ক ও স্বেচ্ছাসেবকেরা।",
};
