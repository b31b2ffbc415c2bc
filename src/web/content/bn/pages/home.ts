import type { PageText } from "../../types.ts";

export const homePageText: PageText<"home"> = {
  page: "home",
  heading: "যেখানে কৌতূহলী মন গড়ে তোলে ভবিষ্যৎ",
  title: "সরকারি বিজ্ঞান কলেজ বিজ্ঞান ক্লাব",
  description: "সরকারি বিজ্ঞান কলেজ, ঢাকার বিজ্ঞান ক্লাব: ১৯৮১ সাল থেকে দশটি বিভাগ, উৎসব, অলিম্পিয়াড, রোবটিক্স ও গবেষণা।",
};
