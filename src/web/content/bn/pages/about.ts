import type { PageText } from "../../types.ts";

export const aboutPageText: PageText<"about"> = {
  page: "about",
  heading: "আমাদের সম্পর্কে",
  title: "আমাদের সম্পর্কে",
  description: "আমরা কারা এবং কী করি: ১৯৮১ সাল থেকে ঢাকার শিক্ষার্থী-পরিচালিত একটি বিজ্ঞান ক্লাব।",
};
