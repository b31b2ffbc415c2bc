import type { FastifyInstance } from "fastify";
import { apiPaths } from "../../../shared/api/paths.ts";
import { listActiveCampusAmbassadors } from "../../db/repositories/campus-ambassadors.ts";

export default async function campusAmbassadorRoutes(app: FastifyInstance) {
  app.cachedJson(apiPaths.campusAmbassadors, () => listActiveCampusAmbassadors(app.db));
}
