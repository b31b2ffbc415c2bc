import { memberCardPath } from "#shared/member-card-path.ts";
import { siteConfig } from "#shared/site-config.ts";

export { memberCardPath, memberCardPathPrefix, memberCardTemplatePath, withoutCardToken } from "#shared/member-card-path.ts";

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

/** A card token as the server makes it: 43 base64url characters (256 bits). */
export const memberCardTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The key under which a card's answer travels in its page's HTML (its route's loader, web/lib/page-loaders.server.ts). */
export const memberCardDataKey = "/api/member-card";

/** What the card page shows: an active card, or only that the membership is not active. */
export type MemberCard =
  | {
      active: true;
      memberNumber: string;
      fullName: string;
      departments: string[];
      /** The session: the year of the member's first approval (Dhaka time). */
      sessionYear: number;
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