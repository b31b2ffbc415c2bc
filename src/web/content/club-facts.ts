import { clubNumbers } from "../../shared/club-facts.ts";

/**
 * The club's record in English words and figures; the numbers themselves are in
 * src/shared/club-facts.ts, shared with the Bangla twin (bn/club-facts.ts).
 */
export const clubFacts = {
  foundedOn: "22 December 1981",
  foundedYear: clubNumbers.founded.year,
  yearsOfScience: clubNumbers.yearsOfScience,
  nationalFestivals: clubNumbers.nationalFestivals,
  intraCollegeFestivals: clubNumbers.intraCollegeFestivals,
  departments: clubNumbers.departments,
} as const;

export interface ClubStat {
  value: string;
  label: string;
}

/** The four figures shown on the home and history pages. */
export const clubStats: ClubStat[] = [
  { value: `${clubFacts.yearsOfScience}`, label: "years of science, since 1981" },
  { value: `${clubFacts.nationalFestivals}`, label: "national science festivals" },
  { value: `${clubFacts.intraCollegeFestivals}`, label: "intra-college science festivals" },
  { value: `${clubFacts.departments}`, label: "departments to choose from" },
];
