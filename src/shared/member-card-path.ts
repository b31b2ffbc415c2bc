/**
 * Where member cards are (docs/decisions/110), apart from the rest of features/members/rules.ts: the route
 * list and page-view logging that every page loads need only these few lines.
 */

/** A card is at this prefix and a random token of 32 bytes in base64url, never the number, reference or anything personal. */
export const memberCardPathPrefix = "/join-us/member/";
export const memberCardPath = (token: string) => `${memberCardPathPrefix}${token}`;

/** The path the build once prerendered as the card route's template (before decision 125): no card, answered 404 like any unknown token. */
export const memberCardTemplatePath = `${memberCardPathPrefix}card`;

/**
 * A path or address with a member card's token taken out: whoever holds a token can open the card,
 * so request logs, page views and their referrers keep only `/join-us/member/:token`.
 */
export const withoutCardToken = (pathOrUrl: string) => pathOrUrl.replace(/\/join-us\/member\/[^/?#]+/gi, "/join-us/member/:token");
