import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { applicationStatusMessages, applicationStatusQuerySchema, type StatusAnswer } from "./status.ts";
import { apiPaths } from "#shared/api/paths.ts";
import { findApplicationStatus } from "./store.server.ts";
import { readMemberCardsByReference } from "#features/members/service.server.ts";
import { findRegistrationStatus } from "#features/registrations/service.server.ts";
import { memberCardPath } from "#features/members/rules.ts";
import type { ApiError } from "#server/plugins/app/errors.ts";
import { ticketCode, ticketSecret } from "#features/check-in/service.server.ts";

/**
 * Status checks one address may make per window: enough for an applicant's typos, far too few to
 * guess references (about a billion, and the e-mail must match too).
 */
export const statusCheckLimit = { max: 10, timeWindow: 15 * 60_000 };

/**
 * POST /api/join-requests/status: a reference and e-mail in, the status of the application or event
 * registration they belong to out. A POST so that neither lands in a log or
 * history as a query string. Every pair that does not match gets the same 404.
 */
export default async function applicationStatusRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.applicationStatus,
    {
      schema: { body: applicationStatusQuerySchema },
      bodyLimit: 4 * 1024,
      config: { rateLimit: statusCheckLimit, honeypot: false },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { reference, email } = request.body;
      // Each table draws its own references: an application first, then a registration.
      const secret = await ticketSecret(app.db);
      const status =
        (await findApplicationStatus(app.db, reference, email)) ??
        (await findRegistrationStatus(app.db, reference, email, (registration) => ticketCode(secret, registration.eventId, registration.id)));
      if (!status) {
        return reply
          .code(404)
          .send({ statusCode: 404, error: "Not Found", message: applicationStatusMessages.notFound } satisfies ApiError);
      }
      // An approved applicant's member number and card.
      if (status.kind === "application" && status.status === "approved") {
        const member = (await readMemberCardsByReference(app.db, [status.reference])).get(status.reference);
        if (member) return { ...status, member: { memberNumber: member.memberNumber, cardPath: memberCardPath(member.cardToken) } } satisfies StatusAnswer;
      }
      return status satisfies StatusAnswer;
    },
  );
}
