import { createHash } from "node:crypto";
import rateLimitPlugin, { normalizeIP, type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { RateLimitConfig } from "../../config.ts";
import { isWriteRoute } from "../app/route-kinds.ts";
import type { SharedRedis } from "./redis.ts";
import { counted } from "#shared/counted.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The configured limits, for routes that set their own `config.rateLimit` from them. */
    rateLimits: RateLimitConfig;
    /**
     * A limit counted per key the route works out from the request's content (an e-mail address, a
     * phone number), in the same store as the others: `name` keeps its counts apart. The key is
     * hashed before it is stored, so nothing personal sits in Redis or memory as it was sent.
     */
    limitPerKey(name: string, limit: { max: number; timeWindow: number }): KeyedLimit;
  }
}

/** Counts one attempt for `key`: allowed, or refused with the seconds until the window ends. */
export type KeyedLimit = (request: FastifyRequest, key: string) => Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;

/**
 * Rate limits, per client address and per endpoint: counted in Redis when REDIS_URL is set, so that
 * several server processes share them, otherwise in this process's memory.
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
      store: app.sharedRedis && sharedStore(app.sharedRedis),
      // The shared store answers from memory when Redis fails; should anything else fail, the
      // request is still served rather than answered 500.
      skipOnError: true,
      max: options.max,
      timeWindow: options.windowMs,
      addHeadersOnExceeding: { "x-ratelimit-limit": true, "x-ratelimit-remaining": true, "x-ratelimit-reset": true },
      addHeaders: { "x-ratelimit-limit": true, "x-ratelimit-remaining": true, "x-ratelimit-reset": true, "retry-after": true },
      errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
    });

    const notFoundBudget = app.createRateLimit({
      max: options.notFoundMax,
      timeWindow: options.windowMs,
      // Named in its keys: a limit made with createRateLimit has no route to be named after.
      keyGenerator: (request) => `not-found ${normalizeIP(request.ip)}`,
    });
    app.decorate("limitPerKey", (name: string, limit: { max: number; timeWindow: number }): KeyedLimit => {
      const keys = new WeakMap<FastifyRequest, string>();
      const check = app.createRateLimit({ ...limit, keyGenerator: (request) => `${name} ${keys.get(request) ?? ""}` });
      return async (request, key) => {
        keys.set(request, createHash("sha256").update(key).digest("base64url").slice(0, 22));
        const state = await check(request);
        if (state.isAllowed || !state.isExceeded) return { allowed: true };
        return { allowed: false, retryAfterSeconds: Math.max(1, state.ttlInSeconds) };
      };
    });

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
  { name: "rate-limit", dependencies: ["redis"] },
);

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
type Count = "incr" | "read";

/** The merged options @fastify/rate-limit gives a store and its children (one per limited route). */
interface LimitOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store that counts in Redis while it answers and in this process's memory while it does not: an
 * outage never turns a request into an error, and limits keep holding per process meanwhile.
 */
function sharedStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  class SharedStore {
    private readonly shared: InstanceType<typeof RedisStore>;
    private readonly local: InstanceType<typeof LocalStore>;

    constructor(options: LimitOptions, name = "all") {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      this.shared = new RedisStore(continueExceeding, exponentialBackoff, redis.client, `${redis.keyPrefix}rate-limit:${name}:`);
      this.local = new LocalStore(continueExceeding, exponentialBackoff, options.cache);
    }

    incr(key: string, callback: Counted, timeWindow: number, max: number) {
      this.count("incr", key, callback, timeWindow, max);
    }

    read(key: string, callback: Counted, timeWindow: number, max: number) {
      this.count("read", key, callback, timeWindow, max);
    }

    child(options: LimitOptions) {
      const route = options.routeInfo;
      return new SharedStore(options, route?.url ? `${[route.method].flat().join(",")} ${route.url}` : "budget");
    }

    private count(method: Count, key: string, callback: Counted, timeWindow: number, max: number) {
      if (!redis.available) return this.local[method](key, callback, timeWindow, max);
      this.shared[method](
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          redis.failed(error);
          this.local[method](key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
  }
  // The package's types say child() receives the route's options; it receives the merged limit options.
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}

/** The error the error handler turns into the 429 answer. */
function tooManyRequests(retryAfterSeconds: number) {
  const error = new Error(
    `Too many requests from your address. Please wait ${counted(retryAfterSeconds, "second")} and try again.`,
  ) as Error & { statusCode: number };
  error.statusCode = 429;
  return error;
}
