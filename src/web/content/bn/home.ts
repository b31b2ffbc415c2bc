import { paths } from "#shared/routes.ts";
import type { homeContent as english } from "../home.ts";
import { clubFacts } from "./club-facts.ts";
import { siteText } from "./site.ts";

/** Everything the home page says, in Bangla. Its h1, title and description are in pages/home.ts. */
export const homeContent: typeof english = {
  hero: {
    eyebrow: `${siteText.club.college} · ${clubFacts.foundedYear} সাল থেকে`,
    lead:
      `${clubFacts.yearsOfScience} বছর ধরে আমাদের কলেজের শিক্ষার্থীরা এখানে একসঙ্গে হয়ে প্রশ্ন করেন, নিজের হাতে কিছু ` +
      "বানান, আর যা আবিষ্কার করেন তা সবার সঙ্গে ভাগ করে নেন। রোবট আর রকেট, অলিম্পিয়াড আর কুইজ, পত্রিকা আর উৎসব: " +
      "আপনার কৌতূহলের জন্যও এখানে জায়গা আছে।",
    primary: { label: "আমাদের সঙ্গে যোগ দিন", path: paths.joinUs },
    secondary: { label: "আমাদের গল্প জানুন", path: paths.about },
  },
  statsLabel: "সংখ্যায় ক্লাব",
  departments: {
    heading: `${clubFacts.departments}টি বিভাগ, একটি ক্লাব`,
    intro:
      "যোগ দেওয়ার সময় প্রত্যেক সদস্য এক বা একাধিক বিভাগ বেছে নেন। আপনার কৌতূহলের সঙ্গে মেলে এমন বিভাগটি বেছে নিন, " +
      "অথবা কয়েকটি চেষ্টা করে দেখুন: সদস্য ফি একই থাকে।",
  },
  explore: {
    heading: "ক্লাব ঘুরে দেখুন",
    intro: "আমরা কী নিয়ে কাজ করছি, সামনে কী আসছে, আর কারা সবকিছু সম্ভব করেন, দেখে নিন।",
    highlights: [
      {
        title: "ইভেন্ট",
        text: "সারা বছর জুড়ে বিজ্ঞান উৎসব, অলিম্পিয়াড, কুইজ চ্যাম্পিয়নশিপ, জ্যোতির্বিজ্ঞান রাত্রি আর কর্মশালা।",
        path: paths.events,
        linkLabel: "ইভেন্টগুলো দেখুন",
        icon: "calendar-days",
      },
      {
        title: "প্রকল্প",
        text: "বায়ু পর্যবেক্ষণ যন্ত্র, ওয়াটার রকেট, সৌরচালিত সেচ: আমাদের সদস্যরা যা নকশা করেন, বানান আর পরীক্ষা করেন।",
        path: paths.projects,
        linkLabel: "প্রকল্পগুলো দেখুন",
        icon: "flask-conical",
      },
      {
        title: "প্রকাশনা",
        text: "শিক্ষার্থী ও তাঁদের উপদেষ্টাদের লেখা গবেষণাপত্র, প্রবন্ধ আর প্রতিবেদন।",
        path: paths.publications,
        linkLabel: "প্রকাশনাগুলো পড়ুন",
        icon: "library",
      },
      {
        title: "আমাদের টিম",
        text: "প্রতিটি ইভেন্টের পেছনে থাকা কার্যনির্বাহী কমিটি, উপ-কার্যনির্বাহী, স্বেচ্ছাসেবক ও প্রাক্তন সদস্যরা।",
        path: paths.team,
        linkLabel: "টিমের সঙ্গে পরিচিত হোন",
        icon: "users",
      },
    ],
  },
  callToAction: {
    heading: "নিজের পরীক্ষা-নিরীক্ষা শুরু করতে প্রস্তুত?",
    text:
      "কলেজের প্রত্যেক শিক্ষার্থীর জন্য সদস্যপদ উন্মুক্ত। আপনার বিভাগগুলো বেছে নিন, একটি ফরম পূরণ করুন, ব্যস, আপনি " +
      "আমাদের একজন। যতগুলো বিভাগেই যোগ দিন, ফি একটাই।",
    action: { label: "সদস্যপদের জন্য আবেদন করুন", path: paths.joinUs },
  },
};
