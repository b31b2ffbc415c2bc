import { departments } from "../../shared/departments.ts";

/**
 * The club's record in numbers. These are facts the club vouches for: update them here when a
 * new festival is held, and every page that quotes them follows.
 */
export const clubFacts = {
  foundedOn: "22 December 1981",
  foundedYear: 1981,
  yearsOfScience: 43,
  nationalFestivals: 11,
  intraCollegeFestivals: 38,
  departments: departments.length,
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
