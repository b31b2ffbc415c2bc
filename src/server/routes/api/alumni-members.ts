import type { FastifyInstance } from "fastify";
import { apiPaths } from "../../../shared/api/paths.ts";
import { listActiveAlumniMembers } from "../../db/repositories/alumni-members.ts";

export default async function alumniMemberRoutes(app: FastifyInstance) {
  app.get(apiPaths.alumniMembers, async () => listActiveAlumniMembers(app.db));
}
