import type { legalContent as english } from "../legal.ts";
import { banglaNumber } from "#shared/number-text.ts";

/** The words around the privacy policy's and the terms' texts, in Bangla (../legal.ts). */
export const legalContent: typeof english = {
  lastUpdated: "সর্বশেষ হালনাগাদ:",
  number: banglaNumber,
  clubName: "সরকারি বিজ্ঞান কলেজ বিজ্ঞান ক্লাব",
};
