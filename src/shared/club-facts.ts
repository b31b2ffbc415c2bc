/**
 * The club's record in numbers, the same in every language. These are facts the club vouches for:
 * update them here when a new festival is held, and every page that quotes them, in English
 * (src/web/content/club-facts.ts) and in Bangla (src/web/content/bn/club-facts.ts), follows.
 */
export const clubNumbers = {
  /** The founding day: 22 December 1981. */
  founded: { year: 1981, month: 12, day: 22 },
  yearsOfScience: 43,
  nationalFestivals: 11,
  intraCollegeFestivals: 38,
  /** How many departments shared/departments.ts lists (a test checks): not read from that list, which holds their English names. */
  departments: 10,
} as const;
