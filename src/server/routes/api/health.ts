import type { FastifyInstance } from "fastify";
import { apiPaths } from "../../../shared/api/paths.ts";

/** Submissions answered 503 this recently make the health "degraded". */
const recentTimeoutsWindowMs = 60_000;

/**
 * 200 "ok"; 200 "degraded" while the database answers but some of its work does not (lists answered
 * from the copy in memory, submissions cut by their time-out), and pages keep answering; 503
 * "degraded" when the database does not answer at all (docs/decisions/053, 071).
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.get(apiPaths.health, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    const staleLists = app.staleCachedLists();
    const timedOutSubmissions = app.recentSubmissionTimeouts(recentTimeoutsWindowMs);
    const slow = staleLists.length > 0 || timedOutSubmissions > 0;
    const details = slow ? { lists: { stale: staleLists }, submissions: { timedOutLastMinute: timedOutSubmissions } } : {};
    try {
      await app.database.ping();
    } catch {
      return reply.code(503).send({ status: "degraded", database: { kind: app.database.kind, state: "down" }, ...details });
    }
    return { status: slow || app.storageHealth.failing ? "degraded" : "ok", database: { kind: app.database.kind, state: "up" }, ...details };
  });
}
