import type { departmentTexts as english } from "../departments.ts";

/** What each of the ten departments does, in a sentence, in Bangla. The names are in src/shared/department-names-bn.ts. */
export const departmentTexts: typeof english = {
  project_display_research_paper: {
    summary: "একটি প্রশ্নকে পরীক্ষায়, সচল মডেলে আর এমন গবেষণাপত্রে রূপ দিন, যা বিচারকদের সামনে দাঁড়িয়ে ব্যাখ্যা করতে পারবেন।",
    icon: "presentation",
  },
  wall_magazine_scrapbook: {
    summary: "আমাদের উৎসবের হলঘর ভরিয়ে তোলা বিজ্ঞান দেয়াল পত্রিকা আর স্ক্র্যাপবুক লিখুন, আঁকুন ও সাজান।",
    icon: "scroll-text",
  },
  press_publications: {
    summary: "ক্লাবের কাজের খবর লিখুন, আর সদস্যদের লেখা নিউজলেটার, পত্রিকা ও গবেষণাপত্র সম্পাদনা করুন।",
    icon: "newspaper",
  },
  photography_media: {
    summary: "প্রতিটি উৎসব, পরীক্ষা আর রাতের আকাশ ক্যামেরায় ধরুন, ছবি ও ভিডিওতে ক্লাবের গল্প বলুন।",
    icon: "camera",
  },
  quizzing_circuit: {
    summary: "কুইজে চোখের পলকে উত্তর দেওয়ার ক্ষিপ্রতা বাড়ান, আর আমাদের কুইজ দল নিয়ে যান দেশজুড়ে প্রতিযোগিতায়।",
    icon: "lightbulb",
  },
  olympiad_circuit: {
    summary: "অভিজ্ঞ সিনিয়রদের সঙ্গে পদার্থবিজ্ঞান, রসায়ন, জীববিজ্ঞান ও গণিত অলিম্পিয়াডের প্রস্তুতি নিন।",
    icon: "medal",
  },
  robotics_rocketry: {
    summary: "রোবট আর ওয়াটার রকেট বানান, আর শিখুন সেই ইলেকট্রনিক্স ও কোড, যা এগুলোকে চালায় ও ওড়ায়।",
    icon: "rocket",
  },
  public_relations: {
    summary: "স্কুল, পার্টনার, অতিথি ও সংবাদমাধ্যমের কাছে ক্লাবের কণ্ঠ হয়ে উঠুন, আর আমাদের প্রত্যেক অতিথিকে স্বাগত জানান।",
    icon: "megaphone",
  },
  it: {
    summary: "ক্লাবের ওয়েবসাইট ও অনলাইন নিবন্ধন চালান, আর প্রতিটি ইভেন্টে প্রযুক্তি সচল রাখুন।",
    icon: "laptop",
  },
  gaming_affairs: {
    summary: "গেমিং টুর্নামেন্ট আয়োজন করুন, আর আমাদের খেলা গেমগুলোর পেছনের গণিত, পদার্থবিজ্ঞান ও কোড খুঁজে দেখুন।",
    icon: "gamepad-2",
  },
};
