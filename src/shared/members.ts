import { siteConfig } from "./site-config.ts";

/**
 * Member numbers and member cards (docs/decisions/110), without zod: the card page and the status
 * page read these on their first visit.
 *
 * A member number is the prefix, the session year and a four-digit sequence within that year:
 * GSC-2026-0001. The year and sequence are given once, at the first approval, and kept for life.
 */
export function formatMemberNumber(sessionYear: number, sequence: number, prefix = siteConfig.membership.memberNumberPrefix): string {
  return `${prefix}-${sessionYear}-${String(sequence).padStart(4, "0")}`;
}

/** A session as the card and the roster say it: the year the member was first approved. */
export const sessionLabel = (sessionYear: number) => `Session ${sessionYear}`;

/** Where a member card is: a random token of 32 bytes in base64url, never the number, reference or anything personal. */
export const memberCardPathPrefix = "/join-us/member/";
export const memberCardPath = (token: string) => `${memberCardPathPrefix}${token}`;

/** The one path the build prerenders for the card route; the server renders it with a card's data at the card's own address. */
export const memberCardTemplatePath = `${memberCardPathPrefix}card`;

/** A card token as the server makes it: 43 base64url characters (256 bits). */
export const memberCardTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The key under which a card's answer travels in its page's HTML (shared/page-data.ts). */
export const memberCardDataKey = "/api/member-card";

/** What the card page shows: an active card, or only that the membership is not active. */
export type MemberCard =
  | {
      active: true;
      memberNumber: string;
      fullName: string;
      departments: string[];
      session: string;
      /** The QR code of the card's own absolute address, as an SVG element drawn by the server. */
      qrSvg: string;
      cardUrl: string;
    }
  | { active: false };

export const memberCardText = {
  title: "Member card",
  inactiveHeading: "This membership is not active",
  inactiveBody: "The club has no active membership for this card. If you think this is a mistake, contact the club.",
  verifyNote: "Scan the code to see this card, live, on the club's own site.",
  print: "Print card",
} as const;

/** A card's absolute address on the site at `siteUrl` (SITE_URL, no trailing slash): what its QR code and the approval e-mail carry. */
export const memberCardUrl = (siteUrl: string, token: string) => `${siteUrl}${memberCardPath(token)}`;

/**
 * A path or address with a member card's token taken out: whoever holds a token can open the card,
 * so request logs, page views and their referrers keep only `/join-us/member/:token`.
 */
export const withoutCardToken = (pathOrUrl: string) => pathOrUrl.replace(/\/join-us\/member\/[^/?#]+/gi, "/join-us/member/:token");
