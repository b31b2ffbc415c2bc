import { clubNumbers } from "#shared/club-facts.ts";
import type { clubStats as english } from "../club-facts.ts";
import { banglaDigits } from "#shared/bangla-digits.ts";
import { banglaNumber } from "#shared/number-text.ts";

// The club's record in Bangla: the numbers of src/shared/club-facts.ts in Bangla digits.

/** A year in Bangla digits, without a separator: "১৯৮১". */
export const bnYear = (n: number) => banglaDigits(String(n));

const { founded } = clubNumbers;

/** The same facts as the English clubFacts, as Bangla text. */
export const clubFacts = {
  foundedOn: `${banglaNumber(founded.day)} ডিসেম্বর ${bnYear(founded.year)}`,
  foundedYear: bnYear(founded.year),
  yearsOfScience: banglaNumber(clubNumbers.yearsOfScience),
  nationalFestivals: banglaNumber(clubNumbers.nationalFestivals),
  intraCollegeFestivals: banglaNumber(clubNumbers.intraCollegeFestivals),
  departments: banglaNumber(clubNumbers.departments),
} as const;

export const clubStats: typeof english = [
  { value: clubFacts.yearsOfScience, label: `বছরের বিজ্ঞানচর্চা, ${clubFacts.foundedYear} সাল থেকে` },
  { value: clubFacts.nationalFestivals, label: "জাতীয় বিজ্ঞান উৎসব" },
  { value: clubFacts.intraCollegeFestivals, label: "কলেজের অভ্যন্তরীণ বিজ্ঞান উৎসব" },
  { value: clubFacts.departments, label: "বিভাগ, যেখান থেকে বেছে নিতে পারেন" },
];
