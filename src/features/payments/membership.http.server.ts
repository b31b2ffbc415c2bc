import type { FastifyInstance } from "fastify";
import { apiPaths } from "#shared/api/paths.ts";
import type { MembershipTerms } from "#shared/membership.ts";
import { readMembershipFee } from "./service.server.ts";

/** The membership fee Join Us shows (and renders with, as a data page): a cached list of one value. */
export default async function membershipRoutes(app: FastifyInstance) {
  app.cachedJson(apiPaths.membership, async (): Promise<MembershipTerms> => ({ feeTaka: await readMembershipFee(app.db) }));
}
