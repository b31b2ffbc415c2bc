import type { siteNames } from "./site-names.ts";

/**
 * The club's names as a Bangla page's title and link preview carry them (docs/glossary-bn.md); a
 * module of its own so English pages never carry them.
 */
export const siteNamesBn: typeof siteNames = {
  clubName: "সরকারি বিজ্ঞান কলেজ বিজ্ঞান ক্লাব",
  shortName: "জিএসসি বিজ্ঞান ক্লাব",
};
