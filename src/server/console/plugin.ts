import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { fromNodeHeaders } from "better-auth/node";
import { isConsoleApiPath } from "../../shared/console/paths.ts";
import type { OrganiserRole } from "../../shared/console/roles.ts";
import type { Organiser } from "../../shared/console/session.ts";
import { isWriteMethod } from "../plugins/app/route-kinds.ts";
import { recordActivity } from "#features/activity/service.server.ts";
import type { ActivityEntry } from "#features/activity/contract.ts";
import { createOrganiserAuth, type OrganiserAuth, type PasswordHashing } from "./auth.ts";
import { sessionSecret } from "./secrets.ts";
import consoleRoutes from "./routes/index.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Who may call a console route: the roles allowed, or "signed-out" for the few routes used
     * before there is a session (sign-in, set-up). Every route under /api/organiser must say.
     */
    organiser?: { roles: readonly OrganiserRole[] } | "signed-out";
  }
  interface FastifyInstance {
    organiserAuth: OrganiserAuth;
    /** Records an organiser's action in the activity log. */
    recordActivity(entry: ActivityEntry): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in organiser, set on console routes that require a session. */
    organiser?: Organiser;
  }
}

export interface ConsoleOptions {
  /** The site's public URL (SITE_URL): set-up links, the allowed origin and cookie security derive from it. */
  siteUrl: string;
  /** AUTH_SECRET, or undefined to use the one kept in the database. */
  authSecret?: string;
  /** Unset: better-auth's own password hashing (see OrganiserAuthOptions). */
  passwordHashing?: PasswordHashing;
}

/**
 * The organiser console's API: one hook per console route resolves the
 * session and checks the role the route declares, before the body is even parsed; changes must
 * come from the site's own origin; nothing is cached (request-guards.ts). Console routes are not
 * submission endpoints: no public rate limit, no honeypot.
 */
export default fp(
  async function organiserConsole(app: FastifyInstance, options: ConsoleOptions) {
    const secret = await sessionSecret(app.db, options.authSecret);
    const organiserAuth = createOrganiserAuth({
      db: app.db,
      siteUrl: options.siteUrl,
      secret,
      log: (level, message) => app.log[level](message),
      passwordHashing: options.passwordHashing,
    });
    app.decorate("organiserAuth", organiserAuth);
    app.decorate("recordActivity", (entry: ActivityEntry) => recordActivity(app.db, entry));
    app.decorateRequest("organiser", undefined);
    const siteOrigin = new URL(options.siteUrl).origin;

    app.addHook("onRoute", (route) => {
      if (!isConsoleApiPath(route.url)) return;
      const access = route.config?.organiser;
      if (access === undefined) throw new Error(`${route.url} is a console route and must declare config.organiser`);
      const methods = [route.method].flat();
      const checks = [...toArray(route.onRequest)];
      if (methods.some((m) => isWriteMethod(m))) checks.push(async (request, reply) => refuseForeignOrigin(request, reply, siteOrigin));
      if (access !== "signed-out") {
        checks.push(async (request, reply) => {
          const organiser = await signedInOrganiser(organiserAuth, request);
          if (!organiser) return reply.code(401).send({ statusCode: 401, error: "Unauthorized", message: "Please sign in." });
          if (!access.roles.includes(organiser.role)) {
            return reply.code(403).send({ statusCode: 403, error: "Forbidden", message: "Your role does not allow this." });
          }
          request.organiser = organiser;
        });
      }
      route.onRequest = checks;
    });

    await app.register(consoleRoutes);
  },
  { name: "organiser-console", dependencies: ["database", "storage"] },
);

/** The organiser whose session cookie came with the request, or undefined. Disabled organisers have none. */
export async function signedInOrganiser(organiserAuth: OrganiserAuth, request: FastifyRequest): Promise<Organiser | undefined> {
  if (!request.headers.cookie) return undefined;
  const session = await organiserAuth.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return undefined;
  const user = session.user as typeof session.user & { role?: string; disabled?: boolean };
  if (user.disabled) return undefined;
  return { id: user.id, name: user.name, email: user.email, role: user.role as OrganiserRole };
}

/**
 * A state-changing console request must come from the site itself: its Origin is the site's (or
 * the address the request was sent to), or, without an Origin, the browser says same-origin.
 */
async function refuseForeignOrigin(request: FastifyRequest, reply: FastifyReply, siteOrigin: string) {
  const origin = request.headers.origin;
  const ownOrigin = `${request.protocol}://${request.host}`;
  if (origin !== undefined ? origin === siteOrigin || origin === ownOrigin : request.headers["sec-fetch-site"] === "same-origin") return;
  return reply.code(403).send({
    statusCode: 403,
    error: "Forbidden",
    message: "Changes in the organiser console must come from the console's own pages.",
  });
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
