import type { FastifyInstance } from "fastify";
import { apiPaths } from "../../../shared/api/paths.ts";

export default async function healthRoutes(app: FastifyInstance) {
  app.get(apiPaths.health, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await app.database.ping();
      return { status: "ok", database: { kind: app.database.kind, state: "up" } };
    } catch {
      return reply.code(503).send({ status: "degraded", database: { kind: app.database.kind, state: "down" } });
    }
  });
}
