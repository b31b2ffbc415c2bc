import type { FastifyInstance } from "fastify";
import { departments } from "../../shared/departments.ts";
import {
  memberCardDataKey,
  memberCardPathPrefix,
  memberCardTemplatePath,
  memberCardTokenPattern,
  memberCardUrl,
  type MemberCard,
} from "../../shared/members.ts";
import { siteConfig } from "../../shared/site-config.ts";
import { readMemberCard } from "../db/repositories/members.ts";
import { qrCodeSvg } from "../qr-code.ts";
import type { PageRenderer } from "../site-render/page-renderer.ts";
import { sendPersonalPage } from "../site-render/personal-page.ts";

const departmentNames = new Map<string, string>(departments.map((d) => [d.code, d.name]));

/**
 * GET /join-us/member/:token, a member's card (docs/decisions/110): the card route's prerendered page
 * rendered again by the site's server build with the card's data in its HTML, at the card's own
 * address. Personal: never cached, never indexed, no referrer sent onwards. A token no card has, or
 * the template's own path, is the site's 404; a card whose approval was taken back says only that the
 * membership is not active.
 */
export default async function memberCardRoutes(app: FastifyInstance, options: { renderer: PageRenderer | undefined; siteUrl: string }) {
  app.get(`${memberCardPathPrefix}:token`, async (request, reply) => {
    const { token } = request.params as { token: string };
    if (!memberCardTokenPattern.test(token)) return app.sendSiteNotFound(request, reply);
    const found = await readMemberCard(app.db, token);
    if (!found) return app.sendSiteNotFound(request, reply);
    const cardUrl = memberCardUrl(options.siteUrl, token);
    const card: MemberCard = found.active
      ? {
          active: true,
          memberNumber: found.memberNumber,
          fullName: found.fullName,
          departments: found.departments.map((code) => departmentNames.get(code) ?? code),
          sessionYear: found.sessionYear,
          qrSvg: qrCodeSvg(cardUrl, `QR code of this card's address at ${siteConfig.shortName}`),
          cardUrl,
        }
      : { active: false };
    return sendPersonalPage(request, reply, options.renderer, memberCardTemplatePath, { [memberCardDataKey]: card });
  });
  // The template the build prerenders is no card.
  app.get(memberCardTemplatePath, (request, reply) => app.sendSiteNotFound(request, reply));
}
