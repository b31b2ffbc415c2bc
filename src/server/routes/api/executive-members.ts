import type { FastifyInstance } from "fastify";
import { apiPaths } from "../../../shared/api/paths.ts";
import { sortExecutives } from "../../../shared/executive-order.ts";
import { listActiveExecutiveMembers } from "../../db/repositories/executive-members.ts";

/** Active executives in rank order (spec section 9); the page applies the display rearrangement. */
export default async function executiveMemberRoutes(app: FastifyInstance) {
  app.cachedJson(apiPaths.executiveMembers, async () => sortExecutives(await listActiveExecutiveMembers(app.db)));
}
