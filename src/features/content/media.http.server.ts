import type { FastifyInstance } from "fastify";
import { mediaFilePattern, mediaKeyPrefix } from "./service.server.ts";

/**
 * Pictures editors uploaded for the public cards (src/features/content/pictures.server.ts), from the storage,
 * local disk or S3 alike. Each name is its content's hash, so the answer never changes: browsers and
 * shared caches keep it for a year without asking again.
 */
export default async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>("/media/:file", async (request, reply) => {
    const { file } = request.params;
    if (!mediaFilePattern.test(file)) return app.sendSiteNotFound(request, reply);
    const key = mediaKeyPrefix + file;
    const storage = app.storage;
    let body;
    if (storage.kind === "local") body = (await storage.open(key))?.body;
    else body = (await storage.read(key)) ?? undefined;
    if (body === undefined) return app.sendSiteNotFound(request, reply);
    return reply
      .type("image/webp")
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .send(body);
  });
}
