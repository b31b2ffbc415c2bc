import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import type { RedisConfig } from "../../config.ts";

/**
 * The Redis several server processes count their rate limits in, and whether it
 * answers now. Undefined without REDIS_URL.
 */
export interface SharedRedis {
  client: Redis;
  keyPrefix: string;
  /** False from the first failure until Redis answers again: callers then keep to this process. */
  readonly available: boolean;
  /** A command failed or timed out: logged once per outage; a silent connection is dropped and dialled again. */
  failed(error: unknown): void;
}

/** Timings short enough that a request never waits on a Redis that does not answer for long. */
export const redisTimings = {
  connectTimeoutMs: 1_000,
  commandTimeoutMs: 500,
  /** Between attempts to reconnect: 100 ms, 200 ms, ... at most this. */
  maxReconnectDelayMs: 2_000,
};

/**
 * Connects to Redis at start-up without depending on it: a Redis that cannot be reached is logged
 * and the server starts anyway. ioredis keeps reconnecting; the outage is logged once when it starts
 * and once when it ends, never per request.
 */
export default fp(
  async function redis(app: FastifyInstance, options: { redis?: RedisConfig }) {
    if (!options.redis) {
      app.decorate("sharedRedis", undefined);
      return;
    }
    const shared = connect(options.redis, app.log);
    app.decorate("sharedRedis", shared);
    app.addHook("onClose", () => shared.close());
    await shared.ready;
  },
  { name: "redis" },
);

function connect(config: RedisConfig, log: FastifyBaseLogger) {
  const where = redisHost(config.url);
  const client = new Redis(config.url, {
    lazyConnect: true,
    // Without a connection a command fails at once instead of waiting in a queue: the request it
    // belongs to is counted in memory and answered.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: redisTimings.connectTimeoutMs,
    commandTimeout: redisTimings.commandTimeoutMs,
    retryStrategy: (attempt) => Math.min(attempt * 100, redisTimings.maxReconnectDelayMs),
  });

  let state: "starting" | "up" | "down" = "starting";
  let closing = false;
  const down = (error: unknown) => {
    if (closing || state === "down") return;
    state = "down";
    log.warn(
      { redis: where, reason: describe(error) },
      "Redis is unreachable: rate limits are counted in this process's memory until it answers again; requests are served",
    );
  };
  client.on("ready", () => {
    if (state === "down") log.info({ redis: where }, "Redis answers again: rate limits are shared again");
    else log.info({ redis: where }, "rate limits are shared through Redis");
    state = "up";
  });
  client.on("error", down);
  client.on("close", () => {
    if (state === "up") down(new Error("connection closed"));
  });

  const shared: SharedRedis & { ready: Promise<void>; close(): Promise<void> } = {
    client,
    keyPrefix: config.keyPrefix,
    get available() {
      return state === "up" && client.status === "ready";
    },
    failed(error) {
      if (state !== "up") return;
      down(error);
      // A command that timed out leaves a connection that looks open but does not answer.
      client.disconnect(true);
    },
    // Waits for the first answer, so requests from the start are counted in Redis; a failure has
    // been logged by the error listener, and the server starts anyway.
    ready: client.connect().catch(() => undefined),
    close: async () => {
      closing = true;
      client.disconnect();
    },
  };
  return shared;
}

/** host:port, never the password a redis:// URL may carry. */
function redisHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "(unparsable REDIS_URL)";
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

declare module "fastify" {
  interface FastifyInstance {
    sharedRedis: SharedRedis | undefined;
  }
}
