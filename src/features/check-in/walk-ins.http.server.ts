import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { registrationBodyLimit } from "#shared/api/events.ts";
import { checkInEventParamsSchema, checkInMessages, helperMayOpen, walkInBodySchema, type WalkInAnswer } from "./contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { registrantName, registrationContact } from "#features/registrations/rules.ts";
import { findTicket, readCheckInEvent } from "./store.server.ts";
import { expireUnpaidRegistrations } from "#features/payments/service.server.ts";
import { RequestRejected, type ApiError } from "#server/plugins/app/errors.ts";
import {
  checkSentRegistration,
  insertRegistration,
  openRegistrationFormWithFee,
  queueRegistrationMail,
  unclaimedRefusal,
  UploadsNotClaimable,
} from "#features/registrations/service.server.ts";
import { qrCodeSvg } from "#server/qr-code.ts";
import { registrationTicketUrl, ticketSecret } from "./tickets.server.ts";

/** A walk-in the event cannot take: registered already (with that registration's reference), or no seat left. */
class WalkInRefused extends Error {
  constructor(
    message: string,
    readonly existingReference: string | undefined,
  ) {
    super(message);
  }
}

/**
 * Walk-ins: someone registered at the door with the event's own form,
 * checked by the public registration's rules (same answers, payment, uploads and messages), and
 * stored confirmed, marked a walk-in and checked in at once by the organiser, in one transaction
 * with the registrant's confirmation e-mail (with the ticket) and an activity entry. The deadline
 * does not apply at the door and nobody joins the waiting list: a seat is taken, or an admin lets
 * the person in beyond the seats. Sent with an Idempotency-Key, a retry after a lost answer is
 * answered the first answer rather than refused as a second registration.
 */
/** The walk-in's ticket, shown at the door to photograph or send. */
function walkInTicket(url: string): WalkInAnswer["ticket"] {
  return { url, qrSvg: qrCodeSvg(url, "QR code of this ticket") };
}

export default async function walkInRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    consoleApiPaths.checkInWalkIns,
    { schema: { params: checkInEventParamsSchema, body: walkInBodySchema }, bodyLimit: registrationBodyLimit, config: { organiser: { roles: consoleAreas.checkIn } } },
    async (request, reply) => {
      const organiser = request.organiser!;
      const { eventId } = request.params;
      const { categoryId, registrationData, payment: sentPayment, guardian: sentGuardian, privacyPolicyVersion, termsVersion, lang, overrideSeats = false } = request.body;
      if (request.body.eventId !== eventId) throw new RequestRejected(400, checkInMessages.walkInOtherEvent);
      if (overrideSeats && organiser.role !== "admin") throw new RequestRejected(403, checkInMessages.overrideNotAdmin);
      // A check-in helper's door opens only visible events of today and tomorrow in Dhaka.
      if (organiser.role === "checkin") {
        const event = await readCheckInEvent(app.db, eventId);
        if (!event || !helperMayOpen(event, new Date())) return reply.code(404).send({ statusCode: 404, error: "Not Found", message: checkInMessages.notFound });
      }
      const submission = await app.submission(request, reply);
      if (submission.answered) return reply;
      const { fields, feeTaka, askGuardian } = await submission.read((db) => openRegistrationFormWithFee(db, eventId, categoryId));
      const checked = checkSentRegistration(app.storage, { eventId, fields, feeTaka, askGuardian }, { registrationData, payment: sentPayment, guardian: sentGuardian });
      if ("refusal" in checked) return reply.code(400).send(checked.refusal);
      const secret = await ticketSecret(app.db);
      const checker = { id: organiser.id, name: organiser.name, email: organiser.email };
      const answer = await submission
        .run(
          async (work) => {
            // As a public registration: overdue unpaid registrations give their seats back first.
            await expireUnpaidRegistrations(work, { eventId });
            const contact = registrationContact(fields, checked.data);
            const stored = await insertRegistration(work.tx, { eventId, categoryId, registrationData: checked.data, contact, lang }, new Date(), {
              uploads: { claims: checked.claims, claimWindowMs: app.uploadClaims.limits.claimWindowMs },
              payment: checked.payment,
              guardian: checked.guardian,
              // Accepted at the door, where the helper shows the same texts' versions.
              consent: { privacyPolicyVersion, termsVersion },
              walkIn: { checker, overrideSeats },
            });
            if ("refused" in stored) throw new WalkInRefused(stored.refused, stored.existingReference);
            // The registrant's confirmation with the ticket, if the form took an e-mail address, and the organisers' notices.
            await queueRegistrationMail(work, { id: stored.id, reference: stored.reference, status: stored.status, ticketSecret: secret, eventId, categoryId, fields, answers: checked.data, lang });
            await work.activity.record({
              actor: { id: organiser.id, email: organiser.email },
              action: "registration-walk-in",
              subjectType: "event_registration",
              subjectId: stored.id,
              details: { beyondSeats: stored.beyondSeats },
            });
            const ticket = await findTicket(work.tx, { id: stored.id });
            return { stored, ticket: ticket! };
          },
          ({ stored, ticket }) => ({
            statusCode: 201,
            body: {
              result: "checked_in",
              walkIn: true,
              beyondSeats: stored.beyondSeats,
              registrationId: stored.id,
              reference: stored.reference,
              name: registrantName([fields], checked.data),
              category: ticket.categoryName,
              checkedIn: { at: ticket.checkedInAt!.toISOString(), by: ticket.checkedInByName },
              ticket: walkInTicket(registrationTicketUrl(app.mail.siteUrl, secret, { id: stored.id, eventId, reference: stored.reference })),
            } satisfies WalkInAnswer,
          }),
        )
        .catch((error: unknown) => {
          if (error instanceof UploadsNotClaimable || error instanceof WalkInRefused) return error;
          throw error;
        });
      reply.header("cache-control", "no-store");
      if (answer instanceof UploadsNotClaimable) return reply.code(400).send(unclaimedRefusal(checked.claims, answer.keys));
      if (answer instanceof WalkInRefused) {
        // The registration already made is named, so the helper can find it and check them in.
        return reply.code(409).send({
          statusCode: 409,
          error: "Conflict",
          message: answer.message,
          ...(answer.existingReference ? { reference: answer.existingReference } : {}),
        } satisfies ApiError & { reference?: string });
      }
      return reply.code(answer.statusCode).send(answer.body);
    },
  );
}
