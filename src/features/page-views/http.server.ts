import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { daysEndingOn, dhakaDay, visitDays, type VisitsAnswer } from "./visits.ts";
import { visitFigures } from "./store.server.ts";

/**
 * The site's own hosts, whose referrers are internal navigation: its public address, SITE_URL, and
 * the address this request was sent to (the console is served by the same server as the site).
 */
function ownHosts(app: FastifyInstance, request: FastifyRequest): string[] {
  const urls = [app.organiserAuth.auth.options.baseURL];
  const hosts = new Set([request.host]);
  for (const url of urls) if (typeof url === "string" && URL.canParse(url)) hosts.add(new URL(url).host);
  return [...hosts];
}

/** Anonymous page views of the last 30 days: every role may see them; no session id or user agent is sent. */
export default async function visitRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(consoleApiPaths.visits, { config: { organiser: { roles: consoleAreas.visits } } }, async (request) => {
    const days = daysEndingOn(dhakaDay(new Date()), visitDays);
    return (await visitFigures(app.db, days, ownHosts(app, request))) satisfies VisitsAnswer;
  });
}
