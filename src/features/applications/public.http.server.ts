import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ApplicationCreated, ApplicationRefused } from "./submission.ts";
import { apiPaths } from "#shared/api/paths.ts";
import { classifyInsertFailure, insertFailureMessages, type InsertFailureReason } from "./insert-failures.ts";
import { applicationSchema } from "./rules.ts";
import { insertApplication } from "./store.server.ts";
import { readMembershipFee } from "#features/payments/service.server.ts";
import { queueApplicationMail } from "./mail.server.ts";
import { storeSubmission } from "#server/routes/api/store-submission.ts";
import { issuesRefusal } from "#server/plugins/app/errors.ts";
import { feeIssuePath } from "./submission.ts";

/** Duplicates are a conflict with a stored application; "other" is our failure, not the applicant's. */
function statusFor(reason: InsertFailureReason): { statusCode: number; error: string } {
  if (reason === "duplicateEmail" || reason === "duplicateCollegeRoll" || reason === "duplicate") {
    return { statusCode: 409, error: "Conflict" };
  }
  if (reason === "other") return { statusCode: 500, error: "Internal Server Error" };
  return { statusCode: 422, error: "Unprocessable Entity" };
}

/** Only what identifies the failure: the error's detail quotes the applicant's data. */
function loggableCause(error: unknown): { code?: unknown; constraint?: unknown } {
  const cause = error instanceof Error && error.cause && typeof error.cause === "object" ? error.cause : error;
  if (!cause || typeof cause !== "object") return {};
  const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
  return { code, constraint };
}

/** The application carries another fee than today's: the page was opened before an admin changed it. */
class FeeChanged extends Error {
  constructor(readonly feeTaka: number) {
    super("the application's amount is not today's membership fee");
  }
}

export default async function applicationSubmissionRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.applications,
    {
      schema: { body: applicationSchema },
      bodyLimit: 32 * 1024,
      // A filled honeypot is stored as suspected spam and answered as any application.
      config: { honeypot: "flag" },
    },
    // A retry with the attempt's Idempotency-Key gets the first answer, not a clash with its own roll.
    (request, reply) =>
      storeSubmission(app, request, reply, {
        async store(work) {
          const feeTaka = await readMembershipFee(work.tx);
          if (request.body.totalAmount !== feeTaka) throw new FeeChanged(feeTaka);
          const created = await insertApplication(work.tx, request.body, { feeTaka, suspectedSpam: request.suspectedSpam });
          // The applicant's confirmation and the organisers' notices, in the same transaction;
          // suspected spam gets none: its address may be anyone's.
          if (!request.suspectedSpam) {
            await queueApplicationMail(work, { ...created, fullName: request.body.fullName, email: request.body.email, lang: request.body.lang });
          }
          return created;
        },
        created: (created) => ({ id: created.id, reference: created.reference }) satisfies ApplicationCreated,
        refused(error) {
          if (error instanceof FeeChanged) {
            // Worded as a validation failure of the field (errors.ts), which the form shows as it is.
            const issue = { path: feeIssuePath, message: `The membership fee is ${error.feeTaka} TK. Please reload the page to see it before you apply.` };
            return { statusCode: 400, body: issuesRefusal([issue], (i) => `${i.path}: ${i.message}`) };
          }
          const reason = classifyInsertFailure(error);
          const status = statusFor(reason);
          const log = status.statusCode >= 500 ? request.log.error.bind(request.log) : request.log.info.bind(request.log);
          log({ reason, ...loggableCause(error) }, "application refused by the database");
          return { statusCode: status.statusCode, body: { ...status, message: insertFailureMessages[reason], reason } satisfies ApplicationRefused };
        },
      }),
  );
}
