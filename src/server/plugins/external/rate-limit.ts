import rateLimitPlugin from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { RateLimitConfig } from "../../config.ts";
import { isWriteRoute } from "../app/route-kinds.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The configured limits, for routes that set their own `config.rateLimit` from them. */
    rateLimits: RateLimitConfig;
  }
}

/**
 * Rate limits, per client address and per endpoint, kept in this process's memory.
 *
 * Every write route under /api gets the configured limit without asking for it: a route may set
 * its own `config.rateLimit` (an object, or `false`), which is left alone. Every 404 counts towards
 * a second, more generous budget, so scanning for files is slowed down too.
 *
 * The client address is `request.ip`: the socket's address unless `trustProxy` is configured, so a
 * forged X-Forwarded-For changes nothing.
 */
export default fp(
  async function rateLimit(app: FastifyInstance, options: RateLimitConfig) {
    app.decorate("rateLimits", options);
    // Must run before @fastify/rate-limit's own onRoute hook, which reads config.rateLimit.
    app.addHook("onRoute", (route) => {
      if (!isWriteRoute(route)) return;
      route.config ??= {};
      if (route.config.rateLimit === undefined) {
        route.config.rateLimit = { max: options.max, timeWindow: options.windowMs };
      }
    });

    await app.register(rateLimitPlugin, {
      global: false,
      max: options.max,
      timeWindow: options.windowMs,
      addHeadersOnExceeding: { "x-ratelimit-limit": true, "x-ratelimit-remaining": true, "x-ratelimit-reset": true },
      addHeaders: { "x-ratelimit-limit": true, "x-ratelimit-remaining": true, "x-ratelimit-reset": true, "retry-after": true },
      errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
    });

    const notFoundBudget = app.createRateLimit({ max: options.notFoundMax, timeWindow: options.windowMs });
    app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload) => {
      if (reply.statusCode !== 404) return payload;
      const state = await notFoundBudget(request);
      if (state.isAllowed || !state.isExceeded) return payload;
      const retryAfter = state.ttlInSeconds;
      const error = tooManyRequests(retryAfter);
      reply
        .code(429)
        .header("retry-after", String(retryAfter))
        .header("content-type", "application/json; charset=utf-8")
        .header("cache-control", "no-store")
        .removeHeader("content-encoding")
        .removeHeader("etag");
      return JSON.stringify({ statusCode: 429, error: "Too Many Requests", message: error.message });
    });
  },
  { name: "rate-limit" },
);

/** The error the error handler turns into the 429 answer. */
function tooManyRequests(retryAfterSeconds: number) {
  const error = new Error(
    `Too many requests from your address. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"} and try again.`,
  ) as Error & { statusCode: number };
  error.statusCode = 429;
  return error;
}
