import { banglaDigits } from "#shared/bangla-digits.ts";
import type { Lang } from "#shared/lang.ts";
import { siteLinks } from "#shared/site-names.ts";
import { paths } from "#shared/routes.ts";
import type { siteText as english } from "../site.ts";
import { navigation } from "./navigation.ts";

/**
 * The frame's words and the shared UI components' common words in Bangla (docs/glossary-bn.md),
 * with the club's details as a Bangla page shows them (src/shared/site-config.ts holds the English;
 * the office hours, which only the contact page shows, are in bn/office-hours.ts).
 */
export const siteText: typeof english = {
  lang: "bn" as Lang,
  club: {
    clubName: "সরকারি বিজ্ঞান কলেজ বিজ্ঞান ক্লাব",
    shortName: "জিএসসি বিজ্ঞান ক্লাব",
    college: "সরকারি বিজ্ঞান কলেজ, ঢাকা",
    tagline: "১৯৮১ সাল থেকে কৌতূহল, পরীক্ষা-নিরীক্ষা আর আবিষ্কার",
    address: "সরকারি বিজ্ঞান কলেজ, তেজগাঁও, ঢাকা ১২১৫, বাংলাদেশ",
    phone: banglaDigits(siteLinks.phone),
  },
  skipLink: "মূল বিষয়বস্তুতে যান",
  navigation,
  mainNavLabel: "প্রধান",
  openMenu: "মেনু খুলুন",
  closeMenu: "মেনু বন্ধ করুন",
  languageSwitch: {
    label: "English",
    lang: "en",
    hint: "(এই পাতাটি ইংরেজিতে)",
  },
  footer: {
    exploreHeading: "ঘুরে দেখুন",
    reachHeading: "যোগাযোগের ঠিকানা",
    socialLabel: "সামাজিক যোগাযোগমাধ্যম",
    email: "ই-মেইল",
    links: [
      { label: "যোগাযোগ", path: paths.contact },
      { label: "গোপনীয়তা নীতি", path: paths.privacyPolicy },
      { label: "সেবার শর্তাবলি", path: paths.termsOfServices },
      { label: "যোগ দিন", path: paths.joinUs },
    ],
  },
  error: {
    heading: "অপ্রত্যাশিত একটি ত্রুটি ঘটেছে!",
    backTo: (name: string) => `${name}-এ ফিরে যান`,
  },
  common: {
    loading: "লোড হচ্ছে…",
    retry: "আবার চেষ্টা করুন",
    back: "ফিরে যান",
    close: "বন্ধ করুন",
    notifications: "বিজ্ঞপ্তি",
    opensInNewTab: (about: string) => ` (${about}; নতুন ট্যাবে খুলবে)`,
  },
};
