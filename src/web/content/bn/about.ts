import { paths } from "#shared/routes.ts";
import type { aboutContent as english } from "../about.ts";
import { clubFacts } from "./club-facts.ts";
import { siteText } from "./site.ts";

export const aboutContent: typeof english = {
  cards: [
    {
      title: "আমরা কারা",
      icon: "users",
      paragraphs: [
        `আমরা ${siteText.club.college}-এর বিজ্ঞান ক্লাব: এমন শিক্ষার্থীদের একটি দল, যাঁরা "কেন" জিজ্ঞেস করতে ভালোবাসেন, ` +
          `তারপর উত্তরটা খুঁজে বের করেন। ${clubFacts.foundedOn} তারিখে প্রতিষ্ঠিত এই ক্লাব ${clubFacts.yearsOfScience} বছর ধরে ` +
          "শিক্ষার্থীদের দ্বারা, শিক্ষার্থীদের জন্য পরিচালিত হয়ে আসছে; উপদেষ্টা হিসেবে পাশে আছেন কলেজের শিক্ষকেরা।",
        "আমাদের সদস্যরা আসেন কলেজের সব শাখা থেকে। কেউ আসেন অলিম্পিয়াড জিততে, কেউ রোবট বানাতে, কেউ শুধু নিজের মতো " +
          "কৌতূহলী মানুষের সঙ্গে পরিচিত হতে। সবাই এখানে নিজের জায়গা খুঁজে পান।",
      ],
    },
    {
      title: "আমরা কী করি",
      icon: "microscope",
      paragraphs: [
        `আমরা নিজেদের কলেজের জন্য এবং সারা দেশের জন্য বিজ্ঞান উৎসব আয়োজন করি: এ পর্যন্ত কলেজের অভ্যন্তরীণ ` +
          `${clubFacts.intraCollegeFestivals}টি এবং জাতীয় ${clubFacts.nationalFestivals}টি উৎসব। উৎসবের ফাঁকে ফাঁকে আমাদের ` +
          `${clubFacts.departments}টি বিভাগ অলিম্পিয়াড ও কুইজের প্রস্তুতি নেয়, রোবট ও রকেট বানায়, গবেষণাপত্র ও দেয়াল পত্রিকা ` +
          "লেখে, আর কর্মশালা, আলোচনা ও জ্যোতির্বিজ্ঞান রাত্রির আয়োজন করে।",
        "আমাদের সব কাজের একটাই লক্ষ্য: বিজ্ঞানকে শুধু বইয়ে পড়ার বিষয় না রেখে শিক্ষার্থীদের নিজের হাতে করার বিষয় করে তোলা।",
      ],
    },
  ],
  more: {
    heading: "আমাদের সম্পর্কে আরও জানুন",
    links: [
      { label: "আমাদের লক্ষ্য", buttonLabel: "আমাদের লক্ষ্য পড়ুন", text: "ক্লাবটি কেন আছে, আর যে চারটি বিষয়ের জন্য আমরা কাজ করি।", path: paths.mission, icon: "target" },
      { label: "আমাদের রূপকল্প", buttonLabel: "আমাদের রূপকল্প দেখুন", text: "যে ভবিষ্যৎ আমরা গড়ছি, আর যে মূল্যবোধ আমাদের পথ দেখায়।", path: paths.vision, icon: "eye" },
      { label: "আমাদের ইতিহাস", buttonLabel: "আমাদের ইতিহাস ঘুরে দেখুন", text: `${clubFacts.foundedYear} থেকে আজ পর্যন্ত: উৎসব আর আবিষ্কারের চার দশক।`, path: paths.history, icon: "history" },
    ],
  },
};
