import type { FastifyInstance } from "fastify";
import { apiPaths } from "#shared/api/paths.ts";
import { listActivePublications } from "./store.server.ts";

export default async function publicationRoutes(app: FastifyInstance) {
  app.cachedJson(apiPaths.publications, () => listActivePublications(app.db));
}
