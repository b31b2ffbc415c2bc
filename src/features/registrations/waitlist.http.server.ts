import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { consoleApiPaths } from "#shared/console/paths.ts";
import {
  registrationCancelSchema,
  registrationConfirmSchema,
  registrationMoveSchema,
  registrationMessages,
  registrationParamsSchema,
  type RegistrationCancelAnswer,
  type RegistrationConfirmAnswer,
  type RegistrationMoveAnswer,
} from "./contract.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { queueSeatMail } from "./mail.server.ts";
import { cancelWithPromotion, confirmFromWaitlist, moveToCategory } from "#features/events/service.server.ts";
import { ticketSecret } from "#features/check-in/service.server.ts";
import { withTransaction } from "#server/unit-of-work.ts";

/** A registration's seat: moving it from the waiting list to confirmed, and cancelling it (104). */
export default async function waitlistRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    consoleApiPaths.registrationConfirm,
    { schema: { params: registrationParamsSchema, body: registrationConfirmSchema }, config: { organiser: { roles: consoleAreas.registrations } } },
    async (request, reply) => {
      const organiser = request.organiser!;
      const secret = await ticketSecret(app.db);
      // The seat, its activity entry and the registrant's e-mail commit together.
      const { outcome, emailed } = await withTransaction(app.db, app.mail, async (work) => {
        const confirmed = await confirmFromWaitlist(work, request.params.id, { overCapacity: request.body.overCapacity, actor: { id: organiser.id, email: organiser.email } });
        const emailed =
          confirmed === "confirmed"
            ? await queueSeatMail(work, request.params.id, { ticketSecret: secret })
            : confirmed === "paid" && (await queueSeatMail(work, request.params.id, { kind: "paid", ticketSecret: secret }));
        return { outcome: confirmed, emailed };
      });
      if (outcome === "not-found") return reply.code(404).send({ statusCode: 404, error: "Not Found", message: registrationMessages.notFound });
      if (outcome === "no-seat-free") return reply.code(409).send({ statusCode: 409, error: "Conflict", message: registrationMessages.noSeatFree });
      if (outcome === "cancelled") return reply.code(409).send({ statusCode: 409, error: "Conflict", message: registrationMessages.cancelled });
      return { status: "confirmed", changed: outcome === "confirmed" || outcome === "paid", emailed } satisfies RegistrationConfirmAnswer;
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    consoleApiPaths.registrationCancel,
    { schema: { params: registrationParamsSchema, body: registrationCancelSchema }, config: { organiser: { roles: consoleAreas.registrations } } },
    async (request, reply) => {
      const organiser = request.organiser!;
      const secret = await ticketSecret(app.db);
      // The cancellation, the freed seat given to the next on the waiting list, both activity entries
      // and that registrant's e-mail commit together.
      const result = await withTransaction(app.db, app.mail, async (work) => {
        const done = await cancelWithPromotion(work, request.params.id, { reason: request.body.reason, actor: { id: organiser.id, email: organiser.email } });
        const emailed = done.outcome === "cancelled" && done.promoted !== null && (await queueSeatMail(work, done.promoted.id, { ticketSecret: secret }));
        return { done, emailed };
      });
      const { done, emailed } = result;
      if (done.outcome === "not-found") return reply.code(404).send({ statusCode: 404, error: "Not Found", message: registrationMessages.notFound });
      // Cancelling twice is answered as done: the organiser's intent holds, and nothing changes.
      const promoted = done.outcome === "cancelled" && done.promoted ? { ...done.promoted, emailed } : null;
      return { status: "cancelled", changed: done.outcome === "cancelled", promoted } satisfies RegistrationCancelAnswer;
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    consoleApiPaths.registrationCategory,
    { schema: { params: registrationParamsSchema, body: registrationMoveSchema }, config: { organiser: { roles: consoleAreas.registrations } } },
    async (request, reply) => {
      const organiser = request.organiser!;
      const { categoryId } = request.body;
      const outcome = await withTransaction(app.db, app.mail, (work) =>
        moveToCategory(work, request.params.id, { categoryId, actor: { id: organiser.id, email: organiser.email } }),
      );
      if (outcome === "not-found") return reply.code(404).send({ statusCode: 404, error: "Not Found", message: registrationMessages.notFound });
      const refused = { cancelled: registrationMessages.moveCancelled, "no-form": registrationMessages.moveNoForm, closed: registrationMessages.moveClosed, full: registrationMessages.moveFull };
      if (outcome in refused) return reply.code(409).send({ statusCode: 409, error: "Conflict", message: refused[outcome as keyof typeof refused] });
      return { categoryId, changed: outcome === "moved" } satisfies RegistrationMoveAnswer;
    },
  );
}
