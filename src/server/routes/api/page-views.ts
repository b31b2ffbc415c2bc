import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { pageViewSchema } from "../../../shared/api/page-views.ts";
import { apiPaths } from "../../../shared/api/paths.ts";
import { withoutCardToken } from "../../../shared/member-card-path.ts";
import { recordPageView } from "../../db/repositories/page-views.ts";

export default async function pageViewRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.pageViews,
    {
      schema: { body: pageViewSchema },
      bodyLimit: 16 * 1024,
      // Not the submission limit: a class behind one NAT address browsing together sends many views.
      config: { rateLimit: { max: app.rateLimits.pageViewMax, timeWindow: app.rateLimits.windowMs } },
    },
    async (request, reply) => {
      // A member card's token opens the card: kept out of the visits list (decision 110).
      const view = request.body;
      await recordPageView(app.db, { ...view, path: withoutCardToken(view.path), referrer: view.referrer === null ? null : withoutCardToken(view.referrer) });
      return reply.code(204).header("cache-control", "no-store").send();
    },
  );
}
