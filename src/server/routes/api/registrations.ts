import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { registrationSubmissionSchema, type RegistrationCreated } from "../../../shared/api/events.ts";
import { apiPaths } from "../../../shared/api/paths.ts";
import { isUploadKeyFor } from "../../../shared/registration-uploads.ts";
import { checkRegistration, describeIssues, type RegistrationIssue } from "../../../shared/registration-validation.ts";
import { insertRegistration, UploadsNotClaimable } from "../../db/repositories/registrations.ts";
import type { ApiError } from "../../plugins/app/errors.ts";
import { keyOfUploadReference } from "../../storage/object-storage.ts";
import { queueRegistrationMail } from "../../mail/submissions.ts";
import { openRegistrationForm, RequestRejected } from "./registrations-target.ts";

/**
 * An event registration, checked against the form stored for its event and category, with every
 * file answer an `upload:` reference to an object uploaded for this event and field (the older
 * addresses storage.keyOf still reads are not taken from visitors). Write-only for visitors: only
 * the organiser console reads registrations back.
 */
const filesGoneMessage =
  "A file of this registration is no longer on the server: files are kept for a day until the registration is sent. Please choose the file again.";

export default async function registrationRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.eventRegistrations,
    {
      schema: { body: registrationSubmissionSchema },
      bodyLimit: 256 * 1024,
      // A filled honeypot is stored as suspected spam and answered as any registration (decision 077).
      config: { honeypot: "flag" },
    },
    async (request, reply) => {
      const { eventId, categoryId, registrationData } = request.body;
      // First: a retry of a stored registration is answered as it was, even once the event has filled (decision 070).
      const submission = await app.submission(request, reply);
      if (submission.answered) return reply;
      // Its reads share the submission's deadline: a stalled table is a 503 in time, not at the handler's (decision 095).
      const fields = await submission.read((db) => openRegistrationForm(db, eventId, categoryId));
      const check = checkRegistration(fields, registrationData);
      const issues: RegistrationIssue[] = [...check.issues];
      for (const upload of check.uploads) {
        const key = keyOfUploadReference(upload.value);
        if (!key || !isUploadKeyFor(key, eventId, upload.field.name, upload.kind) || !(await app.storage.exists(key))) {
          issues.push({ field: upload.field.name, message: "must be a file uploaded for this event" });
        }
      }
      if (issues.length > 0) {
        return reply.code(400).send({
          statusCode: 400,
          error: "Bad Request",
          message: `The registration does not match the form: ${describeIssues(issues)}`,
          issues: issues.map((issue) => ({ path: `registrationData.${issue.field}`, message: issue.message })),
        } satisfies ApiError);
      }
      const answer = await submission.store(
        async (db) => {
          // The registration claims its files, so the sweep of unclaimed uploads keeps them (decision 072).
          const uploads = { keys: check.uploads.map((upload) => keyOfUploadReference(upload.value) ?? ""), claimWindowMs: app.uploadClaims.limits.claimWindowMs };
          const admission = await insertRegistration(db, { eventId, categoryId, registrationData: check.data }, new Date(), {
            suspectedSpam: request.suspectedSpam,
            uploads,
          }).catch((error: unknown) => {
            if (error instanceof UploadsNotClaimable) throw new RequestRejected(400, filesGoneMessage);
            throw error;
          });
          // Full or past the deadline (docs/decisions/078): the message is the visitor's, shown at the form.
          if ("refused" in admission) throw new RequestRejected(409, admission.refused);
          // The registrant's confirmation (with the event's calendar file) and the organisers' notices,
          // in the same transaction (decision 074); suspected spam gets none.
          if (!request.suspectedSpam) {
            await queueRegistrationMail(db, app.mail, { id: admission.id, reference: admission.reference, eventId, categoryId, fields, answers: check.data });
          }
          return admission;
        },
        (admission) => ({
          statusCode: 201,
          body: { received: true, status: admission.status, reference: admission.reference } satisfies RegistrationCreated,
        }),
      );
      app.mail.kick();
      return reply.code(answer.statusCode).header("cache-control", "no-store").send(answer.body);
    },
  );
}
