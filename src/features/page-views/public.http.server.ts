import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { pageViewSchema } from "./contract.ts";
import { apiPaths } from "#shared/api/paths.ts";
import { withoutCardToken } from "#shared/member-card-path.ts";
import { withoutTicketCode } from "#shared/ticket-paths.ts";
import { recordPageView } from "./store.server.ts";

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
      const view = request.body;
      await recordPageView(app.db, { ...view, path: visitedAddress(view.path), referrer: view.referrer === null ? null : visitedAddress(view.referrer) });
      return reply.code(204).header("cache-control", "no-store").send();
    },
  );
}

/**
 * A visited path or referrer as stored: without its query string or fragment (a status page's address
 * carries `?reference=`, and the visits list reads only paths and hosts), and without a member card's
 * token or a ticket's code, which open the card or the ticket. The page strips
 * ticket codes itself too; the server does not rely on it.
 */
export const visitedAddress = (pathOrUrl: string) => withoutTicketCode(withoutCardToken(pathOrUrl.split(/[?#]/, 1)[0] ?? ""));
