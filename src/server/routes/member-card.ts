import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { departmentNamesBn } from "../../shared/department-names-bn.ts";
import { departments } from "../../shared/departments.ts";
import { pathInLang, type Lang } from "../../shared/lang.ts";
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

const departmentNames = new Map<string, string>(departments.map((d) => [d.code, d.name]));
const departmentNamesInBangla = new Map<string, string>(Object.entries(departmentNamesBn));

/**
 * GET /join-us/member/:token, a member's card (docs/decisions/110): the card route rendered by the
 * site's server build with the card's data, which its loader hands to the page (decision 125). Personal: never cached, never indexed, no referrer sent onwards. A token no card has, or
 * the template's own path, is the site's 404; a card whose approval was taken back says only that the
 * membership is not active.
 */
export default async function memberCardRoutes(app: FastifyInstance, options: { build: SiteBuild | undefined; siteUrl: string }) {
  // The card in either language (issue 32): /bn/join-us/member/:token names the departments in Bangla.
  const sendCard = (lang: Lang) => async (request: FastifyRequest, reply: FastifyReply) => {
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
          departments: found.departments.map((code) => (lang === "bn" ? departmentNamesInBangla : departmentNames).get(code) ?? code),
          sessionYear: found.sessionYear,
          qrSvg: qrCodeSvg(cardUrl, lang === "bn" ? "এই কার্ডের ঠিকানার কিউআর কোড, জিএসসি বিজ্ঞান ক্লাবের সাইটে" : `QR code of this card's address at ${siteConfig.shortName}`),
          cardUrl,
        }
      : { active: false };
    return sendPersonalPage(request, reply, options.build, pathInLang(memberCardPath(token), lang), { [memberCardDataKey]: card });
  };
  app.get(`${memberCardPathPrefix}:token`, sendCard("en"));
  app.get(pathInLang(`${memberCardPathPrefix}:token`, "bn"), sendCard("bn"));
  // The card route's old template path is no card.
  app.get(memberCardTemplatePath, (request, reply) => app.sendSiteNotFound(request, reply));
}
