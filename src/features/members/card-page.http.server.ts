import type { FastifyInstance } from "fastify";
import { departmentNamesBn } from "#shared/department-names-bn.ts";
import { departments, type DepartmentCode } from "#shared/departments.ts";
import { langs, pathInLang } from "#shared/lang.ts";
import { clubShortNameBn } from "#shared/status-letters-bn.ts";
import {
  memberCardDataKey,
  memberCardPath,
  memberCardPathPrefix,
  memberCardTemplatePath,
  memberCardTokenPattern,
  memberCardUrl,
  type MemberCard,
} from "./rules.ts";
import { siteConfig } from "#shared/site-config.ts";
import { readMemberCard } from "./store.server.ts";
import { qrCodeSvg } from "#server/qr-code.ts";
import type { SiteBuild } from "#server/site-render/site-build.ts";
import { sendPersonalPage } from "#server/site-render/personal-page.ts";

const departmentNames = new Map<string, string>(departments.map((d) => [d.code, d.name]));

/**
 * GET /join-us/member/:token, a member's card: the card route rendered by the
 * site's server build with the card's data, which its loader hands to the page. Personal: never cached, never indexed, no referrer sent onwards. A token no card has, or
 * the template's own path, is the site's 404; a card whose approval was taken back says only that the
 * membership is not active.
 */
export default async function memberCardRoutes(app: FastifyInstance, options: { build: SiteBuild | undefined; siteUrl: string }) {
  // In English, and at /bn in Bangla (a Bangla applicant's approval links there), with the
  // departments' Bangla names; the card's address, and so its QR code, is the same for both.
  for (const lang of langs) {
    app.get(`${pathInLang(memberCardPathPrefix, lang)}:token`, async (request, reply) => {
      const { token } = request.params as { token: string };
      if (!memberCardTokenPattern.test(token)) return app.sendSiteNotFound(request, reply);
      const found = await readMemberCard(app.db, token);
      if (!found) return app.sendSiteNotFound(request, reply);
      const cardUrl = memberCardUrl(options.siteUrl, token);
      const departmentName = (code: string) => (lang === "bn" ? departmentNamesBn[code as DepartmentCode] : departmentNames.get(code)) ?? code;
      const card: MemberCard = found.active
        ? {
            active: true,
            memberNumber: found.memberNumber,
            fullName: found.fullName,
            departments: found.departments.map(departmentName),
            sessionYear: found.sessionYear,
            qrSvg: qrCodeSvg(cardUrl, lang === "bn" ? `এই কার্ডের ঠিকানার কিউআর কোড (${clubShortNameBn})` : `QR code of this card's address at ${siteConfig.shortName}`),
            cardUrl,
          }
        : { active: false };
      return sendPersonalPage(request, reply, options.build, pathInLang(memberCardPath(token), lang), { [memberCardDataKey]: card });
    });
  }
  // The card route's old template path is no card.
  app.get(memberCardTemplatePath, (request, reply) => app.sendSiteNotFound(request, reply));
}
