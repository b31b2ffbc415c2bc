import type { FastifyInstance } from "fastify";
import { apiPaths } from "../../../shared/api/paths.ts";
import { listActiveAlumniMembers } from "../../db/repositories/alumni-members.ts";

export default async function alumniMemberRoutes(app: FastifyInstance) {
  app.cachedJson(apiPaths.alumniMembers, () => listActiveAlumniMembers(app.db));
}
