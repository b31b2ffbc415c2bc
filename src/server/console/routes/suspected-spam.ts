import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { suspectedSpamParamsSchema, suspectedSpamRestoreSchema, type SuspectedSpamRestored } from "#shared/console/suspected-spam.ts";
import { listSuspectedSpam, restoreSuspectedSpam, RestoreConflict } from "../../db/repositories/suspected-spam.ts";

// Applications, registrations and messages are read by the same roles; one route serves all three.
const access = { organiser: { roles: consoleAreas.applications } };

/** Submissions stored with the honeypot filled: listed apart, and restored by a reviewer or admin. */
export default async function suspectedSpamRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(consoleApiPaths.suspectedSpam, { schema: { params: suspectedSpamParamsSchema }, config: access }, async (request) =>
    listSuspectedSpam(app.db, request.params.kind),
  );

  api.post(
    consoleApiPaths.suspectedSpamRestore,
    { schema: { params: suspectedSpamParamsSchema, body: suspectedSpamRestoreSchema }, config: access },
    async (request, reply) => {
      const organiser = request.organiser!;
      try {
        const restored = await restoreSuspectedSpam(app.db, request.params.kind, request.body.ids, { id: organiser.id, email: organiser.email });
        return { restored } satisfies SuspectedSpamRestored;
      } catch (error) {
        if (!(error instanceof RestoreConflict)) throw error;
        return reply.code(409).send({
          statusCode: 409,
          error: "Conflict",
          message: "An application with the same e-mail or college roll is already in the list, so this one stays under suspected spam.",
        });
      }
    },
  );
}
