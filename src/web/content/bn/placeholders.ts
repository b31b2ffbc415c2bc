import { paths } from "../../../shared/routes.ts";
import type { placeholderContent as english } from "../placeholders.ts";

/** The pages the club has not filled yet, in Bangla (../placeholders.ts). */
export const placeholderContent: typeof english = {
  studentProjects: {
    introTitle: "সদস্যদের হাতে তৈরি",
    introText:
      "প্রতি বছর আমাদের সদস্যরা নিজ নিজ বিভাগে মডেল, যন্ত্র ও পরীক্ষা তৈরি করেন, যার অনেকগুলো আমাদের উৎসবে প্রদর্শিত হয়। " +
      "শিগগিরই এই পাতায় সেগুলো একে একে তুলে ধরা হবে। ততদিন আমাদের চলমান প্রকল্পগুলো দেখুন প্রকল্প পাতায়।",
    link: { label: "সব প্রকল্প দেখুন", path: paths.projects },
  },
  completedProjects: {
    introTitle: "সম্পন্ন, পরীক্ষিত ও উপস্থাপিত",
    introText:
      "আমাদের সদস্যদের সম্পন্ন করা প্রকল্পগুলোর বিবরণ এখানে রাখা হবে: তাঁরা কী করতে চেয়েছিলেন, কী তৈরি করেছেন এবং কী শিখেছেন। " +
      "আমাদের সংগ্রহশালা থেকে এগুলো একত্র করা হচ্ছে।",
    link: { label: "সব প্রকল্প দেখুন", path: paths.projects },
  },
  researchPapers: {
    introTitle: "শিক্ষার্থীদের গবেষণা, লিখিত রূপে",
    introText:
      "প্রজেক্ট ডিসপ্লে ও গবেষণাপত্র বিভাগের সদস্যরা নিজেরা অনুসন্ধান করা প্রশ্ন নিয়ে গবেষণাপত্র লেখেন। এই পাতায় সেগুলোর তালিকা থাকবে; " +
      "আপাতত আমাদের সব প্রকাশনা আছে প্রকাশনা পাতায়।",
    link: { label: "সব প্রকাশনা দেখুন", path: paths.publications },
  },
  journalArticles: {
    introTitle: "ছাপার অক্ষরে",
    introText:
      "আমাদের সদস্যদের কাজ জার্নাল ও সাময়িকীতে প্রকাশিত হলে প্রবন্ধগুলো এখানে একসঙ্গে রাখা হবে, যাতে এক জায়গায় পড়া যায়। " +
      "ততদিন প্রকাশনা পাতাটি দেখুন।",
    link: { label: "সব প্রকাশনা দেখুন", path: paths.publications },
  },
  conferencePapers: {
    introTitle: "মঞ্চে উপস্থাপন",
    introText:
      "আমাদের সদস্যরা শিক্ষার্থীদের সম্মেলন ও বিজ্ঞান উৎসবে নিজেদের কাজ উপস্থাপন করেন। শিগগিরই তাঁদের সম্মেলন প্রবন্ধগুলোর তালিকা এই পাতায় থাকবে; " +
      "এ পর্যন্ত প্রকাশিত সবকিছু আছে প্রকাশনা পাতায়।",
    link: { label: "সব প্রকাশনা দেখুন", path: paths.publications },
  },
};
