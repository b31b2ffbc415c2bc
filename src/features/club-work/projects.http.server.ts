import type { FastifyInstance } from "fastify";
import { apiPaths } from "#shared/api/paths.ts";
import { listActiveProjects } from "./store.server.ts";

export default async function projectRoutes(app: FastifyInstance) {
  app.cachedJson(apiPaths.projects, () => listActiveProjects(app.db));
}
