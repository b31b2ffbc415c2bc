import type { PageText } from "../../types.ts";

export const clubPartnersPageText: PageText<"clubPartners"> = {
  page: "clubPartners",
  heading: "ক্লাব পার্টনার",
  title: "ক্লাব পার্টনার",
  description: "যেসব প্রতিষ্ঠান ও ব্যক্তি বিজ্ঞান ক্লাবের সঙ্গে অংশীদার হিসেবে কাজ করেন।",
};
