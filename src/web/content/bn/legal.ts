import type { legalContent as english } from "../legal.ts";

/** The words around the privacy policy's and the terms' texts, in Bangla (../legal.ts). */
export const legalContent: typeof english = {
  lastUpdated: "সর্বশেষ হালনাগাদ:",
  number: (n: number) => new Intl.NumberFormat("bn-BD").format(n),
  clubName: "সরকারি বিজ্ঞান কলেজ বিজ্ঞান ক্লাব",
};
