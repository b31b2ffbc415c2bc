import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { isConsoleApiPath } from "#shared/console/paths.ts";
import { isApiPath, isConsoleWriteRoute, isWriteMethod, isWriteRoute } from "./route-kinds.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Media types a write route accepts (default: JSON only). Anything else is refused with 415. */
    contentTypes?: string[];
    /** The response carries personal data: send `Cache-Control: no-store` (write routes always do). */
    personalData?: boolean;
  }
}

/** What the guards saw of each API route: tests check every one follows the conventions. */
export interface ApiRoute {
  method: RouteOptions["method"];
  url: string;
  schema: RouteOptions["schema"];
  config: RouteOptions["config"];
}

declare module "fastify" {
  interface FastifyInstance {
    apiRoutes: readonly ApiRoute[];
  }
}

/** Keys that, merged into an object anywhere, would reach its prototype. */
const prototypeKeys = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Checks every request gets before it reaches a handler, attached by route kind so endpoints
 * written later get them without asking:
 * - write routes under /api accept only their declared content types (415), and their JSON may
 *   not carry prototype keys at any depth (400);
 * - API routes that declare no query schema refuse any query string (400), so a stray parameter
 *   is never silently ignored in one place and honoured in another;
 * - write responses, console responses, and responses of routes marked `personalData`, are never cached;
 * - TRACE and TRACK are refused (405) everywhere;
 * - public write routes refuse a request another site's page made a visitor's browser send (403);
 * - an API handler that has not answered within `handlerTimeoutMs` gets a 503 sent for it.
 */
export default fp(
  async function requestGuards(app: FastifyInstance, options: { handlerTimeoutMs: number; siteUrl: string }) {
    const siteOrigin = new URL(options.siteUrl).origin;
    const apiRoutes: ApiRoute[] = [];
    app.decorate("apiRoutes", apiRoutes);
    // Started once the body is in: slow uploads are bounded by the server's requestTimeout instead.
    // Only API routes can wait (on the database, on storage); the site's pages and files, and the
    // 404 answers, are sent from memory before their handler returns, so they need no timer.
    const handlerTimeout = async (request: FastifyRequest, reply: FastifyReply) => {
      const timer = setTimeout(() => {
        if (reply.sent) return;
        request.log.error({ timeoutMs: options.handlerTimeoutMs }, "handler timed out");
        reply.code(503).send({
          statusCode: 503,
          error: "Service Unavailable",
          message: "The server took too long to answer. Please try again.",
        });
      }, options.handlerTimeoutMs);
      timer.unref();
      reply.raw.once("close", () => clearTimeout(timer));
    };

    app.addHook("onRoute", (route) => {
      if (!isApiPath(route.url)) return;
      apiRoutes.push({ method: route.method, url: route.url, schema: route.schema, config: route.config });
      route.preHandler = [handlerTimeout, ...toArray(route.preHandler)];
      const onRequest = toArray(route.onRequest);
      const preValidation = toArray(route.preValidation);
      if (isWriteRoute(route)) onRequest.push(async (request, reply) => refuseOtherSites(request, reply, siteOrigin));
      if (isWriteRoute(route) || isConsoleWriteRoute(route)) {
        const accepted = route.config?.contentTypes ?? ["application/json"];
        onRequest.push(async (request, reply) => refuseUnacceptedContentType(request, reply, accepted));
        preValidation.push(refuseUnsafeJson);
      }
      if (!route.schema?.querystring) preValidation.push(refuseQueryString);
      route.onRequest = onRequest;
      route.preValidation = preValidation;
    });

    app.addHook("onRequest", async (request, reply) => {
      const method = request.raw.method?.toUpperCase();
      if (method === "TRACE" || method === "TRACK") {
        return reply
          .code(405)
          .header("allow", "GET, HEAD, POST")
          .send({ statusCode: 405, error: "Method Not Allowed", message: `${method} is not allowed.` });
      }
    });

    app.addHook("onSend", async (request, reply, payload) => {
      if (isWriteMethod(request.method) || request.routeOptions.config?.personalData || isConsoleApiPath(request.routeOptions.url ?? "")) {
        reply.header("cache-control", "no-store");
      }
      return payload;
    });
  },
  { name: "request-guards" },
);

/**
 * A submission must come from the site's own pages: an `Origin` naming any
 * other origin (or `null`, as sandboxed frames and `data:` pages send) is refused, and so is a
 * request without one that the browser marks `Sec-Fetch-Site: cross-site` or `same-site` (a
 * neighbouring subdomain is another site too). A request with neither header is not a browser's
 * on behalf of another page (browsers send Origin with every cross-origin POST), so scripts and
 * curl keep working; they could forge the headers anyway, and the rate limit and budgets bound them.
 */
export function isFromOtherSite(headers: FastifyRequest["headers"], ownOrigins: readonly string[]): boolean {
  const origin = headers.origin;
  if (origin !== undefined) return !ownOrigins.includes(origin);
  const fetchSite = headers["sec-fetch-site"];
  return fetchSite === "cross-site" || fetchSite === "same-site";
}

function refuseOtherSites(request: FastifyRequest, reply: FastifyReply, siteOrigin: string) {
  // The site's public URL, or the address the request was sent to (a test server, a preview port).
  if (!isFromOtherSite(request.headers, [siteOrigin, `${request.protocol}://${request.host}`])) return;
  request.log.info({ origin: request.headers.origin ?? null, fetchSite: request.headers["sec-fetch-site"] ?? null }, "submission from another site refused");
  return reply.code(403).send({
    statusCode: 403,
    error: "Forbidden",
    message: "Submissions are accepted only from this site's own pages. Please open the form on the site and send it from there.",
  });
}

function refuseUnacceptedContentType(request: FastifyRequest, reply: FastifyReply, accepted: string[]) {
  const hasBody = Number(request.headers["content-length"] ?? 0) > 0 || request.headers["transfer-encoding"] !== undefined;
  const type = mediaType(request);
  if (!hasBody && type === undefined) return; // no body at all: the schema reports what is missing
  if (type !== undefined && accepted.includes(type)) return;
  return reply.code(415).send({
    statusCode: 415,
    error: "Unsupported Media Type",
    message: `Send the body as ${accepted.join(" or ")}.`,
  });
}

async function refuseUnsafeJson(request: FastifyRequest, reply: FastifyReply) {
  // Only JSON bodies: a multipart body holds the parser's part objects, which refer back to it.
  if (mediaType(request) !== "application/json") return;
  const problem = findUnsafeJson(request.body);
  if (problem === undefined) return;
  return reply.code(400).send({ statusCode: 400, error: "Bad Request", message: problem });
}

async function refuseQueryString(request: FastifyRequest, reply: FastifyReply) {
  const start = request.url.indexOf("?");
  if (start === -1 || start === request.url.length - 1) return;
  return reply.code(400).send({ statusCode: 400, error: "Bad Request", message: "This endpoint takes no query parameters." });
}

/**
 * Looks through parsed JSON for prototype keys, and for NUL characters, which PostgreSQL cannot
 * store in text or jsonb (they would fail as a 500 deep in the insert). Iterative, so a deeply
 * nested body cannot overflow the stack. Returns what is wrong, or undefined.
 */
export function findUnsafeJson(value: unknown): string | undefined {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === "string") {
      if (current.includes("\u0000")) return "Text may not contain NUL characters.";
      continue;
    }
    if (typeof current !== "object" || current === null) continue;
    for (const key of Object.keys(current)) {
      if (prototypeKeys.has(key)) return `The key "${key}" is not allowed.`;
      if (key.includes("\u0000")) return "Keys may not contain NUL characters.";
      stack.push((current as Record<string, unknown>)[key]);
    }
  }
  return undefined;
}

/** The request's content type without parameters, in lower case. */
function mediaType(request: FastifyRequest): string | undefined {
  return request.headers["content-type"]?.split(";", 1)[0]?.trim().toLowerCase();
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
