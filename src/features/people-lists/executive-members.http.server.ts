import type { FastifyInstance } from "fastify";
import { apiPaths } from "#shared/api/paths.ts";
import { sortExecutives } from "./executive-order.ts";
import { listActiveExecutiveMembers } from "./store.server.ts";

/** Active executives in rank order (spec section 9); the page applies the display rearrangement. */
export default async function executiveMemberRoutes(app: FastifyInstance) {
  app.cachedJson(apiPaths.executiveMembers, async () => sortExecutives(await listActiveExecutiveMembers(app.db)));
}
