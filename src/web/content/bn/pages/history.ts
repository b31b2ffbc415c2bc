import type { PageText } from "../../types.ts";

export const historyPageText: PageText<"history"> = {
  page: "history",
  heading: "আমাদের ইতিহাস",
  title: "আমাদের ইতিহাস",
  description: "প্রতিষ্ঠা ২২ ডিসেম্বর ১৯৮১: উৎসব, অলিম্পিয়াড ও শিক্ষার্থী গবেষণার চার দশক।",
};
