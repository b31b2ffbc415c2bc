import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { activityQuerySchema } from "./contract.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { listActivity } from "./store.server.ts";

/** The activity log, for admins: who did what and when, newest first, optionally one action only. */
export default async function activityRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      consoleApiPaths.activity,
      { schema: { querystring: activityQuerySchema }, config: { organiser: { roles: consoleAreas.activity } } },
      async (request) => listActivity(app.db, request.query),
    );
}
