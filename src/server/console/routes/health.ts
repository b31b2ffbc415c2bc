import type { FastifyInstance } from "fastify";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { healthReport } from "../../routes/api/health.ts";

/**
 * The health check's details, for admins: which database and whether it answers, lists answered
 * from memory, submissions cut by their time-out. The public `/api/health` says only ok, degraded
 * or down.
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.get(consoleApiPaths.health, { config: { organiser: { roles: consoleAreas.health } } }, async () => healthReport(app));
}
