import type { FastifyInstance } from "fastify";
import { apiPaths } from "../../../shared/api/paths.ts";
import { listActiveTeamMembers } from "../../db/repositories/team-members.ts";

export default async function teamMemberRoutes(app: FastifyInstance) {
  app.cachedJson(apiPaths.teamMembers, () => listActiveTeamMembers(app.db));
}
