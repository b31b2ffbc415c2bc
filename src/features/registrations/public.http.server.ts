import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { registrationBodyLimit, type RegistrationCreated } from "#shared/api/events.ts";
import { registrationWithPaymentSchema } from "#shared/api/registration-with-payment.ts";
import { apiPaths } from "#shared/api/paths.ts";
import { counted } from "#shared/counted.ts";
import { registrationContact, type RegistrationContact } from "./rules.ts";
import { defaultRegistrationContactWindowMs, defaultRegistrationMax, type RateLimitConfig } from "#server/config.ts";
import type { KeyedLimit } from "#server/plugins/external/rate-limit.ts";
import { insertRegistration, UploadsNotClaimable } from "./store.server.ts";
import { queueRegistrationMail } from "./mail.server.ts";
import { registrationTicketUrl, ticketSecret } from "#features/check-in/service.server.ts";
import { expireUnpaidRegistrations } from "#features/payments/service.server.ts";
import { checkSentRegistration, unclaimedRefusal } from "./answers.server.ts";
import { RequestRejected } from "#server/plugins/app/errors.ts";
import { openRegistrationFormWithFee } from "./target.server.ts";

/**
 * An event registration, checked against the form stored for its event and category, with every
 * file answer `upload:{key}.{token}`: an upload for this event and field that the registration
 * claims with the token the upload was answered with, stored as `upload:{key}` (the
 * older addresses storage.keyOf still reads are not taken from visitors). Write-only for visitors:
 * only the organiser console reads registrations back. A paid category's registration also sends its
 * payment, an event whose participants may be under 18 its guardian (124), and
 * every registration the privacy policy and terms it accepted (123). The door's walk-ins are checked by the same rules.
 */
export default async function registrationRoutes(app: FastifyInstance) {
  // A class of 40 behind one college address registers within a few minutes; each e-mail address
  // and each phone number gets a few attempts, against abuse.
  const limits = app.rateLimits;
  const perAddress = { max: registrationsPerAddress(limits), timeWindow: limits.windowMs };
  const perContact = limits.registrationContactMax === undefined ? undefined : {
    max: limits.registrationContactMax,
    timeWindow: limits.registrationContactWindowMs ?? defaultRegistrationContactWindowMs,
  };
  const perEmail = perContact && app.limitPerKey("registration e-mail", perContact);
  const perPhone = perContact && app.limitPerKey("registration phone", perContact);

  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.eventRegistrations,
    {
      schema: { body: registrationWithPaymentSchema },
      bodyLimit: registrationBodyLimit,
      // A filled honeypot is stored as suspected spam and answered as any registration.
      config: { honeypot: "flag", rateLimit: perAddress },
    },
    async (request, reply) => {
      const { eventId, categoryId, registrationData, payment: sentPayment, guardian: sentGuardian, privacyPolicyVersion, termsVersion, lang } = request.body;
      // First: a retry of a stored registration is answered as it was, even once the event has filled.
      const submission = await app.submission(request, reply);
      if (submission.answered) return reply;
      // Its reads share the submission's deadline: a stalled table is a 503 in time, not at the handler's.
      const { fields, feeTaka, askGuardian } = await submission.read((db) => openRegistrationFormWithFee(db, eventId, categoryId));
      const checked = checkSentRegistration(app.storage, { eventId, fields, feeTaka, askGuardian }, { registrationData, payment: sentPayment, guardian: sentGuardian });
      if ("refusal" in checked) return reply.code(400).send(checked.refusal);
      const { claims, payment, guardian } = checked;
      // Who it is from, read from the answers as the form asked for them.
      const contact = registrationContact(fields, checked.data);
      const refused = perEmail && perPhone && (await contactLimitReached(request, contact, perEmail, perPhone));
      if (refused) {
        return reply
          .code(429)
          .header("retry-after", String(refused.retryAfterSeconds))
          .header("cache-control", "no-store")
          .send({ statusCode: 429, error: "Too Many Requests", message: contactLimitMessage(refused.retryAfterSeconds) });
      }
      const secret = await ticketSecret(app.db);
      const answer = await submission.run(
        async (work) => {
          // The registration claims its files, so the sweep of unclaimed uploads keeps them.
          const uploads = { claims, claimWindowMs: app.uploadClaims.limits.claimWindowMs };
          // An unpaid registration past its time to pay never blocks a seat: the event's
          // overdue ones expire first, under the event's lock, their seats going to the waiting list.
          await expireUnpaidRegistrations(work, { eventId });
          const admission = await insertRegistration(work.tx, { eventId, categoryId, registrationData: checked.data, contact, lang }, new Date(), {
            suspectedSpam: request.suspectedSpam,
            uploads,
            payment,
            guardian,
            consent: { privacyPolicyVersion, termsVersion },
          });
          // Registered already, full or past the deadline: the message is the visitor's, shown at the form.
          if ("refused" in admission) throw new RequestRejected(409, admission.refused);
          // The registrant's confirmation (with the event's calendar file) and the organisers' notices,
          // in the same transaction; suspected spam gets none. The unit of work
          // kicks the mail worker once it has committed.
          if (!request.suspectedSpam) {
            await queueRegistrationMail(work, { id: admission.id, reference: admission.reference, status: admission.status, ticketSecret: secret, eventId, categoryId, fields, answers: checked.data, lang });
          }
          return admission;
        },
        (admission) => ({
          statusCode: 201,
          body: {
            received: true,
            status: admission.status,
            reference: admission.reference,
            ...(admission.status === "confirmed" ? { ticketUrl: registrationTicketUrl(app.mail.siteUrl, secret, { id: admission.id, eventId, reference: admission.reference }) } : {}),
          } satisfies RegistrationCreated,
        }),
      ).catch((error: unknown) => {
        // The refused registration was rolled back: its answer says which files, never why.
        if (error instanceof UploadsNotClaimable) return error;
        throw error;
      });
      if (answer instanceof UploadsNotClaimable) return reply.code(400).send(unclaimedRefusal(claims, answer.keys));
      // The seats left change now in this process's lists, before the visitor's page asks for them
      // again; the other processes hear of it from the table's notification.
      app.invalidateCachedJson(apiPaths.events);
      app.invalidateCachedJson(apiPaths.eventCategoriesByEvent);
      return reply.code(answer.statusCode).header("cache-control", "no-store").send(answer.body);
    },
  );
}

/**
 * Counts the attempt against the registrant's e-mail address and phone number (each that the form
 * asked for): the longer wait when either has had its attempts, or undefined.
 */
async function contactLimitReached(
  request: FastifyRequest,
  contact: RegistrationContact,
  perEmail: KeyedLimit,
  perPhone: KeyedLimit,
): Promise<{ retryAfterSeconds: number } | undefined> {
  const counts = await Promise.all([
    contact.email === null ? ({ allowed: true } as const) : perEmail(request, contact.email),
    contact.phone === null ? ({ allowed: true } as const) : perPhone(request, contact.phone),
  ]);
  const waits = counts.flatMap((count) => (count.allowed ? [] : [count.retryAfterSeconds]));
  return waits.length === 0 ? undefined : { retryAfterSeconds: Math.max(...waits) };
}

/** The refusal, with its wait in whole minutes (a contact's window is minutes long), as the visitor's form shows it. */
export function contactLimitMessage(retryAfterSeconds: number): string {
  return `Too many registrations with this e-mail address or phone number. Please wait ${counted(Math.ceil(retryAfterSeconds / 60), "minute")} and try again.`;
}

/** Registrations (and their uploads) one address may send per window: configured, or `max` or 120, whichever is higher. */
export function registrationsPerAddress(limits: RateLimitConfig): number {
  return limits.registrationMax ?? Math.max(limits.max, defaultRegistrationMax);
}
