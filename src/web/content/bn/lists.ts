import { alumniCareerLineBn, alumniClassLineBn, banglaYearText } from "#features/people-lists/alumni-career-bn.ts";
import { publicationTypeLabelBn } from "#features/club-work/publication-type-bn.ts";
import { subExecutiveHeadingBn } from "#features/people-lists/sub-executive-groups-bn.ts";
import type { listsText as english } from "../lists.ts";
import { banglaNumber } from "#shared/number-text.ts";


/** What the list pages say, in Bangla (../lists.ts; terms from docs/glossary-bn.md). */
export const listsText: typeof english = {
  lang: "bn",
  states: {
    team: { loading: "টিমের সদস্যদের তালিকা লোড হচ্ছে…", error: "টিমের সদস্যদের তালিকা লোড করা যায়নি", empty: "এখনো দেখানোর মতো কোনো টিম সদস্য নেই।" },
    executive: {
      loading: "কার্যনির্বাহী কমিটির তালিকা লোড হচ্ছে…",
      error: "কার্যনির্বাহী সদস্যদের তালিকা লোড করা যায়নি",
      empty: "এখনো দেখানোর মতো কোনো কার্যনির্বাহী সদস্য নেই।",
    },
    subExecutive: {
      loading: "উপ-কার্যনির্বাহী সদস্যদের তালিকা লোড হচ্ছে…",
      error: "উপ-কার্যনির্বাহী সদস্যদের তালিকা লোড করা যায়নি",
      empty: "এখনো দেখানোর মতো কোনো উপ-কার্যনির্বাহী সদস্য নেই।",
    },
    alumni: { loading: "প্রাক্তন সদস্যদের তালিকা লোড হচ্ছে…", error: "প্রাক্তন সদস্যদের তালিকা লোড করা যায়নি", empty: "এখনো দেখানোর মতো কোনো প্রাক্তন সদস্য নেই।" },
    projects: { loading: "প্রকল্পগুলো লোড হচ্ছে…", empty: "এখনো দেখানোর মতো কোনো প্রকল্প নেই।" },
    publications: { loading: "প্রকাশনাগুলো লোড হচ্ছে…", empty: "এখনো দেখানোর মতো কোনো প্রকাশনা নেই।" },
    clubPartners: { loading: "ক্লাব পার্টনারদের তালিকা লোড হচ্ছে…", empty: "কোনো ক্লাব পার্টনার পাওয়া যায়নি।" },
    campusAmbassadors: { loading: "লিডারবোর্ড লোড হচ্ছে…", empty: "কোনো ক্যাম্পাস অ্যাম্বাসেডর পাওয়া যায়নি।" },
  },
  executiveIntro: {
    title: "নেতৃত্বের দল",
    text: "কার্যনির্বাহী কমিটি গঠিত হয় নির্বাচিত স্নাতক শিক্ষার্থীদের নিয়ে। তাঁরা ক্লাবের কৌশলগত দিকনির্দেশনা ঠিক করেন, ইভেন্ট আয়োজন করেন এবং ক্লাবকে সুষ্ঠুভাবে পরিচালনা করেন। ক্লাবের বড় সিদ্ধান্ত ও পরিচালনার দায়িত্ব তাঁদের।",
  },
  teamIntro: {
    lead: "প্রতিটি উৎসব, কর্মশালা ও সভার পেছনে যাঁরা কাজ করেন।",
    title: "টিমের সব সদস্য",
    text: "আমাদের টিমে আছেন কার্যনির্বাহী কমিটির সদস্য, শিক্ষক উপদেষ্টা, সমন্বয়ক, স্বেচ্ছাসেবক এবং সক্রিয় অংশগ্রহণকারীরা, যাঁরা সারা বছর ক্লাবকে সচল রাখেন।",
  },
  projectLinkLabels: { demo: "ডেমো", repository: "রিপোজিটরি" },
  publicationLinkLabels: { doi: "DOI", pdf: "PDF" },
  clubPartnerText: {
    readMore: "আরও পড়ুন",
    showLess: "কম দেখান",
    toggleAbout: (action, name) => `${name} সম্পর্কে ${action}`,
  },
  campusAmbassadorTable: {
    caption: "ক্যাম্পাস অ্যাম্বাসেডর, সবচেয়ে বেশি পয়েন্ট থেকে ক্রমানুসারে",
    columns: { caNumber: "সিএ নম্বর", name: "নাম", points: "পয়েন্ট" },
    medals: ["স্বর্ণপদক, প্রথম স্থান", "রৌপ্যপদক, দ্বিতীয় স্থান", "ব্রোঞ্জপদক, তৃতীয় স্থান"],
  },
  memberText: {
    photoOf: (name) => `${name}-এর ছবি`,
    profiles: (name) => `অনলাইনে ${name}`,
    profileOn: (name, network) => `${network}-এ ${name}`,
    networks: {
      facebookUrl: "Facebook",
      instagramUrl: "Instagram",
      linkedinUrl: "LinkedIn",
      twitterUrl: "Twitter",
      githubUrl: "GitHub",
      websiteUrl: "ওয়েবসাইট",
      email: "ই-মেইল",
    },
  },
  publicationType: publicationTypeLabelBn,
  subExecutiveHeading: (id) => subExecutiveHeadingBn(id),
  careerLine: alumniCareerLineBn,
  classLine: alumniClassLineBn,
  number: banglaNumber,
  year: banglaYearText,
};
