import type { FastifyInstance } from "fastify";
import { apiPaths } from "#shared/api/paths.ts";
import { listActiveSubExecutiveMembers } from "./store.server.ts";

export default async function subExecutiveMemberRoutes(app: FastifyInstance) {
  app.cachedJson(apiPaths.subExecutiveMembers, () => listActiveSubExecutiveMembers(app.db));
}
