import type { FastifyInstance } from "fastify";
import { departmentNamesBn } from "../../shared/department-names-bn.ts";
import { departments } from "../../shared/departments.ts";
import { langs, pathInLang, type Lang } from "../../shared/lang.ts";
import {
  memberCardDataKey,
  memberCardPath,
  memberCardPathPrefix,
  memberCardTemplatePath,
  memberCardTokenPattern,
  memberCardUrl,
  type MemberCard,
} from "../../shared/members.ts";
import { siteConfig } from "../../shared/site-config.ts";
import { readMemberCard } from "../db/repositories/members.ts";
import { qrCodeSvg } from "../qr-code.ts";
import type { SiteBuild } from "../site-render/site-build.ts";
import { sendPersonalPage } from "../site-render/personal-page.ts";

/** The departments' names and the QR code's description, in each language of the card's page (issue 32). */
const words: Record<Lang, { department: Map<string, string>; qrLabel: string }> = {
  en: { department: new Map(departments.map((d) => [d.code, d.name])), qrLabel: `QR code of this card's address at ${siteConfig.shortName}` },
  bn: { department: new Map(departments.map((d) => [d.code, departmentNamesBn[d.code]])), qrLabel: "জিএসসি বিজ্ঞান ক্লাবে এই কার্ডের ঠিকানার কিউআর কোড" },
};

/**
 * GET /join-us/member/:token, a member's card (docs/decisions/110): the card route rendered by the
 * site's server build with the card's data, which its loader hands to the page (decision 125). Personal: never cached, never indexed, no referrer sent onwards. A token no card has, or
 * the template's own path, is the site's 404; a card whose approval was taken back says only that the
 * membership is not active.
 */
export default async function memberCardRoutes(app: FastifyInstance, options: { build: SiteBuild | undefined; siteUrl: string }) {
  // The card's page in English and in Bangla (issue 32); the QR code holds the card's one address.
  for (const lang of langs) {
    app.get(`${pathInLang(memberCardPathPrefix, lang)}:token`, async (request, reply) => {
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
            departments: found.departments.map((code) => words[lang].department.get(code) ?? code),
            sessionYear: found.sessionYear,
            qrSvg: qrCodeSvg(cardUrl, words[lang].qrLabel),
            cardUrl,
          }
        : { active: false };
      return sendPersonalPage(request, reply, options.build, pathInLang(memberCardPath(token), lang), { [memberCardDataKey]: card });
    });
  }
  // The card route's old template path is no card.
  app.get(memberCardTemplatePath, (request, reply) => app.sendSiteNotFound(request, reply));
}
