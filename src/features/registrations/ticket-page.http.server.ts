import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { inLanguage } from "#shared/in-language.ts";
import { langs, pathInLang } from "#shared/lang.ts";
import { siteConfig } from "#shared/site-config.ts";
import { clubShortNameBn } from "#shared/status-letters-bn.ts";
import { parseTicketPart, ticketDataKey, ticketPathPrefix, ticketQrRoute, ticketTemplatePath, ticketUrl, type TicketView } from "#shared/tickets.ts";
import { certificatePdf, certificatesOfRegistration } from "#features/certificates/service.server.ts";
import { doorPersonOf, findTicket, isTicketCode, ticketSecret, type FoundTicket } from "#features/check-in/service.server.ts";
import { qrCodeSvg } from "#server/qr-code.ts";
import type { SiteBuild } from "#server/site-render/site-build.ts";
import { markPersonal, sendPersonalPage } from "#server/site-render/personal-page.ts";

// The QR route's parameter: any text a ticket could be is looked at, and what is no ticket is a 404.
const ticketParams = z.strictObject({ ticket: z.string().max(200) });

const qrLabel = `QR code of this ticket for ${siteConfig.shortName}'s door`;
const qrLabelBn = `প্রবেশপথে দেখানোর জন্য এই টিকিটের কিউআর কোড (${clubShortNameBn})`;

/**
 * A registration's ticket: its printable page, rendered by the site's
 * server build with the ticket's data in its HTML at the ticket's own address, and its QR code as an
 * SVG image for the confirmation panel. Personal: never cached, never indexed, no referrer sent on.
 * Anything that is not a ticket (a reference without its code, a wrong code, suspected spam) is the
 * site's 404, the same for all, so nothing tells a guessed reference from a made-up one.
 */
export default async function ticketRoutes(app: FastifyInstance, options: { build: SiteBuild | undefined; siteUrl: string }) {
  /** The ticket this path part names, or nothing; compared in constant time. */
  const ticketOf = async (part: string): Promise<{ ticket: FoundTicket; url: string } | undefined> => {
    const parsed = parseTicketPart(part);
    if (!parsed) return undefined;
    const [ticket, secret] = await Promise.all([findTicket(app.db, { reference: parsed.reference }), ticketSecret(app.db)]);
    if (!ticket || ticket.suspectedSpam || !isTicketCode(secret, ticket.eventId, ticket.id, parsed.code)) return undefined;
    return { ticket, url: ticketUrl(options.siteUrl, parsed.reference, parsed.code) };
  };

  // A page, in English and at /bn in Bangla (a Bangla registration's e-mail links there):
  // whatever is no ticket is the site's 404 page, never an API error. The QR code carries the
  // ticket's one address, whichever page shows it: the door reads the same code.
  for (const lang of langs) {
    app.get(`${pathInLang(ticketPathPrefix, lang)}:ticket`, async (request: FastifyRequest<{ Params: { ticket: string } }>, reply) => {
      const found = await ticketOf(request.params.ticket);
      if (!found) return app.sendSiteNotFound(request, reply);
      const { ticket, url } = found;
      let view: TicketView;
      if (ticket.status !== "confirmed") {
        view = { valid: false, reason: ticket.status };
      } else {
        const person = await doorPersonOf(app.db, ticket);
        view = {
          valid: true,
          eventTitle: inLanguage(ticket.eventTitle, ticket.eventTitleBn, lang),
          startsAt: ticket.eventStartsAt.toISOString(),
          location: inLanguage(ticket.eventLocation, ticket.eventLocationBn, lang),
          name: person.name,
          categoryName: inLanguage(ticket.categoryName, ticket.categoryNameBn, lang),
          reference: ticket.reference,
          qrSvg: qrCodeSvg(url, lang === "bn" ? qrLabelBn : qrLabel),
          certificateUrl: (await certificatesOfRegistration(app.db, ticket.id)).length > 0 ? `${ticketPathPrefix}${request.params.ticket}/certificate.pdf` : null,
        };
      }
      return sendPersonalPage(request, reply, options.build, pathInLang(`${ticketPathPrefix}${request.params.ticket}`, lang), { [ticketDataKey]: view });
    });
  }
  // The registration's certificate, for its holder: the ticket's own code opens it.
  app.withTypeProvider<ZodTypeProvider>().get(`${ticketPathPrefix}:ticket/certificate.pdf`, { schema: { params: ticketParams } }, async (request, reply) => {
    const found = await ticketOf(request.params.ticket);
    const [standing] = found ? await certificatesOfRegistration(app.db, found.ticket.id) : [];
    const drawn = standing ? await certificatePdf(app.db, app.storage, options.siteUrl, standing.code) : null;
    if (!drawn || drawn.revoked) return reply.code(404).send({ statusCode: 404, error: "Not Found", message: "There is no certificate for this ticket." });
    markPersonal(reply);
    return reply.type("application/pdf").header("content-disposition", `attachment; filename="${drawn.filename}"`).send(Buffer.from(drawn.pdf));
  });

  // The ticket route's old template path is no ticket.
  app.get(ticketTemplatePath, (request, reply) => app.sendSiteNotFound(request, reply));

  // The QR code alone, for the confirmation panel's <img>: a confirmed registration's only.
  app.withTypeProvider<ZodTypeProvider>().get(ticketQrRoute, { schema: { params: ticketParams } }, async (request, reply) => {
    const found = await ticketOf(request.params.ticket);
    if (!found || found.ticket.status !== "confirmed") return reply.code(404).send({ statusCode: 404, error: "Not Found", message: "There is no such ticket." });
    markPersonal(reply);
    return reply.type("image/svg+xml").header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'").send(qrCodeSvg(found.url, qrLabel));
  });
}
