import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { registrationBodyLimit, registrationSubmissionSchema, type RegistrationCreated } from "../../../shared/api/events.ts";
import { checkRegistrationPayment, isPaidFee, registrationPaymentMessages } from "../../../shared/registration-payment.ts";
import { apiPaths } from "../../../shared/api/paths.ts";
import { isUploadKeyFor } from "../../../shared/registration-uploads.ts";
import { checkRegistration, describeIssues, type RegistrationIssue } from "../../../shared/registration-validation.ts";
import { registrationContact } from "../../../shared/registration-contact.ts";
import { checkGuardian, guardianText } from "../../../shared/registration-guardian.ts";
import { insertRegistration, UploadsNotClaimable } from "../../db/repositories/registrations.ts";
import { issuesRefusal } from "../../plugins/app/errors.ts";
import { hashUploadToken, parseUploadAnswer } from "../../storage/upload-tokens.ts";
import { queueRegistrationMail } from "../../mail/submissions.ts";
import { registrationTicketUrl, ticketSecret } from "../../tickets.ts";
import { expireUnpaidRegistrations } from "../../payments/registration-expiry.ts";
import { openRegistrationFormWithFee, RequestRejected } from "./registrations-target.ts";

/**
 * A paid category's registration also sends its payment (docs/decisions/116): the payment type and,
 * for online, the wallet number paid to, the account's name and number and the transaction ID.
 * Read as text here and checked by the shared rules with Join Us's messages.
 */
const submissionWithPaymentSchema = registrationSubmissionSchema.extend({
  payment: z.strictObject({
    paymentType: z.string().max(20).optional(),
    paymentNumber: z.string().max(1000).nullable().optional(),
    accountName: z.string().max(1000).nullable().optional(),
    accountNumber: z.string().max(1000).nullable().optional(),
    transactionId: z.string().max(1000).nullable().optional(),
  }).optional(),
  // An event whose participants may be under 18 asks for a guardian (docs/decisions/124), checked by
  // the shared rules with the form's own messages; another event takes none.
  guardian: z.strictObject({
    name: z.string().max(1000).optional(),
    phone: z.string().max(1000).optional(),
    consent: z.boolean().optional(),
  }).optional(),
});

/**
 * An event registration, checked against the form stored for its event and category, with every
 * file answer `upload:{key}.{token}`: an upload for this event and field that the registration
 * claims with the token the upload was answered with, stored as `upload:{key}` (decision 094; the
 * older addresses storage.keyOf still reads are not taken from visitors). Write-only for visitors:
 * only the organiser console reads registrations back.
 */
/**
 * One answer for every file the registration cannot claim (not a reference, unknown, swept, claimed
 * by another registration, another browser's, without its token), so it tells nothing about which.
 */
const fileNotClaimable =
  "must be a file uploaded for this event from this browser in the last day: please choose the file again";

export default async function registrationRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.eventRegistrations,
    {
      schema: { body: submissionWithPaymentSchema },
      bodyLimit: registrationBodyLimit,
      // A filled honeypot is stored as suspected spam and answered as any registration (decision 077).
      config: { honeypot: "flag" },
    },
    async (request, reply) => {
      const { eventId, categoryId, registrationData, payment: sentPayment, guardian: sentGuardian, privacyPolicyVersion, termsVersion } = request.body;
      // First: a retry of a stored registration is answered as it was, even once the event has filled (decision 070).
      const submission = await app.submission(request, reply);
      if (submission.answered) return reply;
      // Its reads share the submission's deadline: a stalled table is a 503 in time, not at the handler's (decision 095).
      const { fields, feeTaka, askGuardian } = await submission.read((db) => openRegistrationFormWithFee(db, eventId, categoryId));
      const check = checkRegistration(fields, registrationData);
      const issues: RegistrationIssue[] = [...check.issues];
      // A paid category needs its payment, a free one takes none (docs/decisions/116); nothing is stored either way.
      const paid = isPaidFee(feeTaka);
      if (paid && sentPayment === undefined) throw new RequestRejected(400, registrationPaymentMessages.missing(feeTaka));
      if (!paid && sentPayment !== undefined) throw new RequestRejected(400, registrationPaymentMessages.notPaid);
      const paymentCheck = paid ? checkRegistrationPayment(sentPayment) : undefined;
      if (paymentCheck && "issues" in paymentCheck) {
        return reply.code(400).send(
          issuesRefusal(
            paymentCheck.issues.map((issue) => ({ ...issue, path: `payment.${issue.field}` })),
            (issue) => issue.message,
            "The payment is not complete: ",
          ),
        );
      }
      const payment = paymentCheck && "payment" in paymentCheck ? { ...paymentCheck.payment, feeTaka: feeTaka! } : undefined;
      // The guardian of a participant who may be under 18 (docs/decisions/124): every missing or wrong field at once.
      if (!askGuardian && sentGuardian !== undefined) throw new RequestRejected(400, guardianText.notAsked);
      const guardianCheck = askGuardian ? checkGuardian(sentGuardian) : undefined;
      if (guardianCheck && "issues" in guardianCheck) {
        return reply.code(400).send(
          issuesRefusal(
            guardianCheck.issues.map((issue) => ({ ...issue, path: `guardian.${issue.field}` })),
            (issue) => issue.message,
            "The guardian's details are not complete: ",
          ),
        );
      }
      const guardian = guardianCheck && "guardian" in guardianCheck ? guardianCheck.guardian : undefined;
      const claims: { key: string; tokenHash: string; field: string }[] = [];
      for (const upload of check.uploads) {
        const answer = parseUploadAnswer(upload.value);
        if (!answer || !isUploadKeyFor(answer.key, eventId, upload.field.name, upload.kind)) {
          issues.push({ field: upload.field.name, message: fileNotClaimable });
          continue;
        }
        claims.push({ key: answer.key, tokenHash: hashUploadToken(answer.token), field: upload.field.name });
        // The token proves the claim; the registration keeps only the object's reference.
        check.data[upload.field.name] = app.storage.referenceOf(answer.key);
      }
      // At most 20 issues listed (errors.ts), however many unknown names were sent.
      const refuse = (refused: RegistrationIssue[]) =>
        reply.code(400).send(
          issuesRefusal(
            refused.map((issue) => ({ ...issue, path: issue.field ? `registrationData.${issue.field}` : "registrationData" })),
            (issue) => describeIssues([issue]),
            "The registration does not match the form: ",
          ),
        );
      if (issues.length > 0) return refuse(issues);
      const secret = await ticketSecret(app.db);
      const answer = await submission.run(
        async (work) => {
          // The registration claims its files, so the sweep of unclaimed uploads keeps them (decision 072).
          const uploads = { claims, claimWindowMs: app.uploadClaims.limits.claimWindowMs };
          // Who it is from (decision 100), read from the answers as the form asked for them.
          const contact = registrationContact(fields, check.data);
          // An unpaid registration past its time to pay never blocks a seat (docs/decisions/117): the event's
          // overdue ones expire first, under the event's lock, their seats going to the waiting list.
          await expireUnpaidRegistrations(work, { eventId });
          const admission = await insertRegistration(work.tx, { eventId, categoryId, registrationData: check.data, contact }, new Date(), {
            suspectedSpam: request.suspectedSpam,
            uploads,
            payment,
            guardian,
            consent: { privacyPolicyVersion, termsVersion },
          });
          // Registered already (decision 100), full or past the deadline (decision 078): the message is the visitor's, shown at the form.
          if ("refused" in admission) throw new RequestRejected(409, admission.refused);
          // The registrant's confirmation (with the event's calendar file) and the organisers' notices,
          // in the same transaction (decisions 074, 090); suspected spam gets none. The unit of work
          // kicks the mail worker once it has committed.
          if (!request.suspectedSpam) {
            await queueRegistrationMail(work, { id: admission.id, reference: admission.reference, status: admission.status, ticketSecret: secret, eventId, categoryId, fields, answers: check.data });
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
        // The refused registration was rolled back: its answer says which files, never why (decision 094).
        if (error instanceof UploadsNotClaimable) return error;
        throw error;
      });
      if (answer instanceof UploadsNotClaimable) {
        return refuse(claims.filter((claim) => answer.keys.includes(claim.key)).map((claim) => ({ field: claim.field, message: fileNotClaimable })));
      }
      return reply.code(answer.statusCode).header("cache-control", "no-store").send(answer.body);
    },
  );
}
