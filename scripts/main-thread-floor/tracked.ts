// What the main-thread figures are judged on (docs/decisions/148), shared by
// scripts/main-thread-bench.ts and scripts/lighthouse.ts --ci.

/** The routes whose first visit the team tracks: two data pages, text, cards, the form. */
export const trackedRoutes = ["/", "/about", "/team", "/events", "/join-us", "/panel/executive"];
/** How far above its floor a route's TBT may be, and the longest task the club's code may make. */
export const floorMarginMs = 50;
export const longestClubTaskMs = 100;
