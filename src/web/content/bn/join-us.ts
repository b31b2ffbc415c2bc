import { departmentNamesBn } from "#shared/department-names-bn.ts";
import type { joinUsContent as english } from "../join-us.ts";
import type { SubPageLinks } from "../sub-pages.ts";
import { paths } from "#shared/routes.ts";
import { banglaNumber } from "#shared/number-text.ts";

/** The phone fields' format hint: the words of `phoneHint` (src/shared/phone.ts) in Bangla. */
const phoneHint = "০১ দিয়ে শুরু ১১ অঙ্কের নম্বর, যেমন ০১৭১২-৩৪৫৬৭৮ (+৮৮০ দিয়ে বা ইংরেজি অঙ্কেও লেখা যাবে)";

/** The Join Us page's words in Bangla (../join-us.ts). */
export const joinUsContent: typeof english = {
  whyJoinTitle: "কেন যোগ দেবেন?",
  whyJoin: [
    "আপনার মতোই কৌতূহলী শিক্ষার্থীদের সঙ্গে সত্যিকারের পরীক্ষা, মডেল আর গবেষণাপত্র নিয়ে কাজ করুন।",
    "ক্লাবের সহায়তায় অলিম্পিয়াড, কুইজ সার্কিট আর জাতীয় বিজ্ঞান উৎসবে অংশ নিন।",
    "একই পথ পেরিয়ে আসা সিনিয়র, প্রাক্তন সদস্য আর শিক্ষকদের কাছ থেকে শিখুন।",
    "উৎসব, কর্মশালা আর আলোচনা আয়োজন করুন, দল পরিচালনা করতে শিখুন।",
  ],
  benefitsTitle: "সদস্যপদের সুবিধা",
  benefits: [
    "একটি নির্দিষ্ট ফিতে দশটি বিভাগের যেকোনোটিতে, চাইলে সবগুলোতেই, জায়গা।",
    "ক্লাবের কর্মশালা, ক্যাম্প ও উৎসবে অগ্রাধিকার ভিত্তিতে নিবন্ধন।",
    "বিজ্ঞান অলিম্পিয়াড, কুইজ ও প্রজেক্ট ডিসপ্লের প্রশিক্ষণ।",
    "সদস্যপদের সনদ এবং আপনার অবদানের রেকর্ড।",
    "ক্লাবের যন্ত্রপাতি, লাইব্রেরি ও প্রকল্পের জায়গা ব্যবহারের সুযোগ।",
  ],
  formTitle: "সদস্যপদের আবেদন",
  formIntro: "তারকাচিহ্নিত ঘরগুলো পূরণ করা আবশ্যক। আপনি যা পাঠাবেন, তা শুধু আপনার সদস্যপদের কাজেই ব্যবহার করা হবে।",
  sections: {
    personal: "ব্যক্তিগত তথ্য",
    family: "পারিবারিক তথ্য",
    address: "ঠিকানা",
    social: "সামাজিক কার্যক্রম ও অভিজ্ঞতা",
  },
  labels: {
    fullName: "নাম",
    collegeRoll: "কলেজ রোল নম্বর",
    email: "ই-মেইল",
    phone: "ফোন নম্বর",
    section: "শাখা",
    bloodGroup: "রক্তের গ্রুপ",
    fathersName: "বাবার নাম",
    fathersPhone: "বাবার ফোন নম্বর",
    mothersName: "মায়ের নাম",
    mothersPhone: "মায়ের ফোন নম্বর",
    permanentAddress: "স্থায়ী ঠিকানা",
    presentAddress: "বর্তমান ঠিকানা",
    photoDriveLink: "ছবির ড্রাইভ লিংক",
    facebookId: "ফেসবুক আইডি",
    previousClubbingExperience: "আগে কোনো ক্লাবে কাজের অভিজ্ঞতা আছে?",
    extraQualificationActivities: "অতিরিক্ত যোগ্যতা বা সামাজিক কার্যক্রম আছে?",
  },
  hints: {
    phone: phoneHint,
    fathersPhone: phoneHint,
    mothersPhone: phoneHint,
    bloodGroup: "যেমন A+, B-, O+, AB+",
    photoDriveLink: "আপনার সাম্প্রতিক একটি ছবির শেয়ারযোগ্য লিংক (গুগল ড্রাইভ বা এ রকম কোনো জায়গার)।",
  },
  departmentNames: departmentNamesBn,
  departmentsTitle: "বিভাগ বেছে নিন",
  departmentsIntro: "যে যে বিভাগে যোগ দিতে চান, সবগুলো বেছে নিন।",
  termsTitle: "শর্তাবলি",
  terms: (fee: number | undefined) => [
    "সদস্যরা নিয়মিত ক্লাবের সভা ও ইভেন্টে উপস্থিত থাকেন এবং নিজ নিজ বিভাগের কাজে অংশ নেন।",
    "সদস্যরা ক্লাবের আচরণবিধি মেনে চলেন এবং প্রত্যেক সদস্য, অতিথি ও শিক্ষকের প্রতি সম্মান দেখান।",
    fee === undefined
      ? "আবেদন গৃহীত হওয়ার পর সদস্য ফি ফেরত দেওয়া হয় না।"
      : `আবেদন গৃহীত হওয়ার পর ${banglaNumber(fee)} টাকা সদস্য ফি ফেরত দেওয়া হয় না।`,
    "আপনার আবেদন ও ক্লাবের কার্যক্রম নিয়ে ক্লাব আপনার সঙ্গে ফোনে বা ই-মেইলে যোগাযোগ করতে পারে।",
  ],
  termsLinkText: "সেবার পূর্ণ শর্তাবলি পড়ুন",
  agreementLabel: "আমি শর্তাবলিতে সম্মত",
  missing: {
    lead: "জমা দিতে এখনও বাকি:",
    department: "অন্তত একটি বিভাগ",
    terms: "শর্তাবলিতে সম্মতি",
    paymentType: "পেমেন্টের ধরন",
    and: "এবং",
    end: "।",
  },
  submit: "আবেদন জমা দিন",
  submitting: "জমা হচ্ছে...",
  notices: {
    failureTitle: "আবেদন জমা দেওয়া যায়নি",
    unexpected: "অপ্রত্যাশিত একটি সমস্যা হয়েছে। অনুগ্রহ করে কিছুক্ষণ পর আবার চেষ্টা করুন।",
  },
};

/** The link beneath Join Us, in Bangla (../join-us.ts). */
export const joinUsSubPages: SubPageLinks = {
  label: "আগেই আবেদন করেছেন?",
  links: [{ label: "আপনার আবেদনের অবস্থা দেখুন", path: paths.joinUsStatus }],
};
