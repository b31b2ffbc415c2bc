import type { FastifyInstance } from "fastify";
import { apiPaths } from "#shared/api/paths.ts";
import { listActiveAlumniMembers } from "./store.server.ts";

export default async function alumniMemberRoutes(app: FastifyInstance) {
  app.cachedJson(apiPaths.alumniMembers, () => listActiveAlumniMembers(app.db));
}
