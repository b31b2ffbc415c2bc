import type { publicationPagesContent as english } from "../publication-pages.ts";

/** Research Papers, Journal Articles and Conference Papers in Bangla (../publication-pages.ts). */
export const publicationPagesContent: typeof english = {
  research_paper: {
    intro: {
      title: "শিক্ষার্থীদের গবেষণা, লিখিত রূপে",
      text: "প্রজেক্ট ডিসপ্লে ও গবেষণাপত্র বিভাগের সদস্যরা নিজেরা অনুসন্ধান করা প্রশ্ন নিয়ে গবেষণাপত্র লেখেন। সেগুলো এখানে, সবচেয়ে নতুনটি আগে।",
    },
    empty: "এখনো দেখানোর মতো কোনো গবেষণাপত্র নেই। প্রথমগুলো লেখা হচ্ছে।",
  },
  journal_article: {
    intro: {
      title: "ছাপার অক্ষরে",
      text: "জার্নালে প্রকাশিত আমাদের সদস্যদের কাজ, এক জায়গায় পড়ার জন্য একসঙ্গে রাখা।",
    },
    empty: "এখনো দেখানোর মতো কোনো জার্নাল প্রবন্ধ নেই। সদস্যদের কাজ কোনো জার্নালে প্রকাশিত হলে এখানে থাকবে।",
  },
  conference_paper: {
    intro: {
      title: "মঞ্চে উপস্থাপন",
      text: "আমাদের সদস্যরা শিক্ষার্থীদের সম্মেলন ও বিজ্ঞান উৎসবে নিজেদের কাজ উপস্থাপন করেন। এগুলো তাঁদের সম্মেলন প্রবন্ধ।",
    },
    empty: "এখনো দেখানোর মতো কোনো সম্মেলন প্রবন্ধ নেই। সম্মেলনে উপস্থাপিত প্রবন্ধ এখানে থাকবে।",
  },
};
