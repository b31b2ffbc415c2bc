import type { FastifyInstance } from "fastify";
import { apiPaths } from "#shared/api/paths.ts";
import type { PublicRetention } from "./contract.ts";
import { readRetentionSettings } from "./store.server.ts";

/**
 * How long each kind of personal data is kept and whether each rule is on: what the privacy policy
 * states, from the same row the daily job reads. A cached list, dropped by the
 * retention_settings trigger (drizzle/0020).
 */
export default async function retentionRoutes(app: FastifyInstance) {
  app.cachedJson(apiPaths.retention, async (): Promise<PublicRetention> => ({ rules: (await readRetentionSettings(app.db)).rules }));
}
