/**
 * What a visitor is told when the database cannot be reached (503, with `Retry-After`) or its disk
 * is full (507). The Bangla pages have both (src/web/content/bn/common-messages.ts,
 * registration-messages.ts).
 */
export const databaseFaultMessages = {
  unavailable: "The site cannot reach its database right now. Please try again in a minute.",
  full: "The site has no room to store anything right now. Please try again later, or contact the organisers.",
} as const;
