import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { consoleApiPaths } from "../../../shared/console/paths.ts";
import {
  registrationConfirmSchema,
  registrationMessages,
  registrationParamsSchema,
  type RegistrationConfirmAnswer,
} from "../../../shared/console/registrations.ts";
import { consoleAreas } from "../../../shared/console/roles.ts";
import { queueSeatMail } from "../../mail/submissions.ts";
import { confirmFromWaitlist } from "../../seats.ts";
import { withTransaction } from "../../unit-of-work.ts";

/** Moving a registration from the waiting list to confirmed (docs/decisions/078). */
export default async function waitlistRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    consoleApiPaths.registrationConfirm,
    { schema: { params: registrationParamsSchema, body: registrationConfirmSchema }, config: { organiser: { roles: consoleAreas.registrations } } },
    async (request, reply) => {
      const organiser = request.organiser!;
      // The seat, its activity entry and the registrant's e-mail commit together (decision 090).
      const { outcome, emailed } = await withTransaction(app.db, app.mail, async (work) => {
        const confirmed = await confirmFromWaitlist(work, request.params.id, { overCapacity: request.body.overCapacity, actor: { id: organiser.id, email: organiser.email } });
        return { outcome: confirmed, emailed: confirmed === "confirmed" && (await queueSeatMail(work, request.params.id)) };
      });
      if (outcome === "not-found") return reply.code(404).send({ statusCode: 404, error: "Not Found", message: registrationMessages.notFound });
      if (outcome === "no-seat-free") return reply.code(409).send({ statusCode: 409, error: "Conflict", message: registrationMessages.noSeatFree });
      return { status: "confirmed", changed: outcome === "confirmed", emailed } satisfies RegistrationConfirmAnswer;
    },
  );
}
