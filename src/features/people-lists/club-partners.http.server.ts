import type { FastifyInstance } from "fastify";
import { apiPaths } from "#shared/api/paths.ts";
import { listActiveClubPartners } from "./store.server.ts";

export default async function clubPartnerRoutes(app: FastifyInstance) {
  app.cachedJson(apiPaths.clubPartners, () => listActiveClubPartners(app.db));
}
