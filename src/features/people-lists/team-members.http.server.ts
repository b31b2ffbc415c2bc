import type { FastifyInstance } from "fastify";
import { apiPaths } from "#shared/api/paths.ts";
import { listActiveTeamMembers } from "./store.server.ts";

export default async function teamMemberRoutes(app: FastifyInstance) {
  app.cachedJson(apiPaths.teamMembers, () => listActiveTeamMembers(app.db));
}
