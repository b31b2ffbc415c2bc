import type { FastifyInstance } from "fastify";
import { apiPaths } from "#shared/api/paths.ts";
import { listActiveCampusAmbassadors } from "./store.server.ts";

export default async function campusAmbassadorRoutes(app: FastifyInstance) {
  app.cachedJson(apiPaths.campusAmbassadors, () => listActiveCampusAmbassadors(app.db));
}
