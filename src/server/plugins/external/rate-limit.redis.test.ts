import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { apiPaths } from "#shared/api/paths.ts";
import { ConfigError, readConfig } from "../../config.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { cuttableLink, deleteRedisKeys, redisKeys, testKeyPrefix, testRedisUrl, type CuttableLink } from "#tests/support/redis.ts";
import { writeEndpoints } from "#tests/support/write-endpoints.ts";
import { redisTimings } from "./redis.ts";
import { skipUnlessPresent } from "#tests/support/required.ts";

// Rate limits counted in one Redis by several app instances, and what a Redis
// outage does: requests are served, the outage is logged once when it starts and once when it ends.

const pageViews = writeEndpoints.find((endpoint) => endpoint.url === apiPaths.pageViews)!;
const limits = { max: 3, windowMs: 60_000, pageViewMax: 4, notFoundMax: 3, signInMax: 10 };
const outageMessage = /^Redis is unreachable/;
const backMessage = /^Redis answers again/;

interface Instance extends TestApp {
  logs: { level: number; msg: string; redis?: string; reason?: string }[];
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function instance(redis: { url: string; keyPrefix: string }): Promise<Instance> {
  const logs: Instance["logs"] = [];
  const stream = new PassThrough();
  let buffer = "";
  stream.on("data", (chunk: Buffer) => {
    buffer += chunk.toString("utf8");
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) logs.push(JSON.parse(line) as Instance["logs"][number]);
  });
  const t = await createTestApp("pglite", { rateLimit: limits, redis, logger: { stream } });
  cleanups.push(() => t.close());
  return { ...t, logs };
}

const pageView = (t: TestApp, remoteAddress = "203.0.113.40") =>
  t.app.inject({ method: "POST", url: apiPaths.pageViews, payload: pageViews.validPayload("redis"), remoteAddress });
const notFound = (t: TestApp, remoteAddress = "203.0.113.41") => t.app.inject({ method: "GET", url: "/wp-login.php", remoteAddress });
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const messages = (t: Instance, pattern: RegExp) => t.logs.filter((entry) => pattern.test(entry.msg));

async function eventually(check: () => boolean, what: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("REDIS_URL and REDIS_KEY_PREFIX", () => {
  it("are read from the environment: unset keeps limits in memory, a redis:// URL shares them", () => {
    expect(readConfig({}).redis).toBeUndefined();
    expect(readConfig({ REDIS_URL: "redis://:secret@cache.internal:6380/2" }).redis).toEqual({
      url: "redis://:secret@cache.internal:6380/2",
      keyPrefix: "scienceclub:",
    });
    expect(readConfig({ REDIS_URL: "rediss://cache.internal", REDIS_KEY_PREFIX: "club-b:" }).redis).toEqual({
      url: "rediss://cache.internal",
      keyPrefix: "club-b:",
    });
    expect(() => readConfig({ REDIS_URL: "http://cache.internal:6379" })).toThrow(ConfigError);
    expect(() => readConfig({ REDIS_URL: "redis://" })).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
  });
});

describe.skipIf(skipUnlessPresent(Boolean(testRedisUrl), "TEST_REDIS_URL"))("rate limits in Redis", () => {
  const url = testRedisUrl!;
  const sharedRedis = (label: string) => {
    const keyPrefix = testKeyPrefix(label);
    cleanups.push(() => deleteRedisKeys(url, keyPrefix));
    return { url, keyPrefix };
  };

  it("a limit reached through one instance holds on another that shares the Redis", async () => {
    const redis = sharedRedis("shared");
    const [a, b] = [await instance(redis), await instance(redis)];
    expect((await pageView(a)).statusCode).toBe(204);
    expect((await pageView(a)).statusCode).toBe(204);
    expect((await pageView(b)).statusCode).toBe(204);
    const last = await pageView(b);
    expect(last.statusCode).toBe(204);
    expect(last.headers["x-ratelimit-remaining"]).toBe("0");
    const limited = await pageView(a);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(50);
    expect((await pageView(b)).statusCode).toBe(429);
    // Per address: another one still gets through either instance.
    expect((await pageView(b, "203.0.113.42")).statusCode).toBe(204);

    // The 404 budget is shared too.
    for (const t of [a, b, a]) expect((await notFound(t)).statusCode).toBe(404);
    expect((await notFound(b)).statusCode).toBe(429);

    // Counted under the prefix, named by route and address.
    const keys = await redisKeys(url, redis.keyPrefix);
    expect(Object.fromEntries(keys)).toMatchObject({
      [`${redis.keyPrefix}rate-limit:POST /api/page-views:203.0.113.40`]: "6",
      [`${redis.keyPrefix}rate-limit:POST /api/page-views:203.0.113.42`]: "1",
      [`${redis.keyPrefix}rate-limit:budget:not-found 203.0.113.41`]: "4",
    });
    expect(a.logs.filter((entry) => entry.level >= 40)).toEqual([]);
  });

  it("instances with other key prefixes count apart (several sites on one Redis)", async () => {
    const [a, b] = [await instance(sharedRedis("site-a")), await instance(sharedRedis("site-b"))];
    for (let i = 0; i < 4; i++) expect((await pageView(a)).statusCode).toBe(204);
    expect((await pageView(a)).statusCode).toBe(429);
    expect((await pageView(b)).statusCode).toBe(204);
  });

  it("a Redis that cannot be reached: the server starts, requests are served and limited per process, one log line", async () => {
    const link = await cuttableLink(url);
    await link.cut();
    const t = await instance({ url: link.url, keyPrefix: testKeyPrefix("unreachable") });
    for (let i = 0; i < 4; i++) expect((await pageView(t)).statusCode).toBe(204);
    // Counted in memory meanwhile, so the limit still holds in this process.
    expect((await pageView(t)).statusCode).toBe(429);
    for (let i = 0; i < 3; i++) expect((await notFound(t)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: apiPaths.health })).statusCode).toBe(200);
    await settle();
    const outage = messages(t, outageMessage);
    expect(outage).toHaveLength(1);
    expect(outage[0]).toMatchObject({ level: 40, redis: new URL(link.url).host, reason: expect.stringMatching(/ECONNREFUSED/) });
    expect(t.logs.filter((entry) => entry.level >= 50)).toEqual([]);
  });

  it("an outage while serving: requests keep being answered, logged once when it starts and once when it ends, then shared again", async () => {
    const link: CuttableLink = await cuttableLink(url);
    cleanups.push(() => link.close());
    const redis = { url: link.url, keyPrefix: testKeyPrefix("outage") };
    cleanups.push(() => deleteRedisKeys(url, redis.keyPrefix));
    const t = await instance(redis);
    expect((await pageView(t)).statusCode).toBe(204);
    expect((await pageView(t)).statusCode).toBe(204);

    await link.cut();
    await eventually(() => messages(t, outageMessage).length > 0, "the outage to be noticed");
    for (let i = 0; i < 6; i++) {
      const response = await pageView(t, `198.51.100.${i}`);
      expect(response.statusCode).toBe(204);
    }
    expect(messages(t, outageMessage)).toHaveLength(1);

    await link.restore();
    await eventually(() => messages(t, backMessage).length > 0, "Redis to answer again");
    // The two counted before the outage are still in Redis: two more reach the limit of 4.
    expect((await pageView(t)).statusCode).toBe(204);
    expect((await pageView(t)).statusCode).toBe(204);
    expect((await pageView(t)).statusCode).toBe(429);
    await settle();
    expect(messages(t, outageMessage)).toHaveLength(1);
    expect(messages(t, backMessage)).toHaveLength(1);
    expect((await redisKeys(url, redis.keyPrefix)).get(`${redis.keyPrefix}rate-limit:POST /api/page-views:203.0.113.40`)).toBe("5");
  });

  it("a Redis that stops answering: one request waits for the command time-out, the next ones are answered from memory at once", async () => {
    const link = await cuttableLink(url);
    cleanups.push(() => link.close());
    const redis = { url: link.url, keyPrefix: testKeyPrefix("hung") };
    cleanups.push(() => deleteRedisKeys(url, redis.keyPrefix));
    const t = await instance(redis);
    expect((await pageView(t)).statusCode).toBe(204);

    link.freeze();
    const timed = async () => {
      const started = performance.now();
      const response = await pageView(t);
      return { status: response.statusCode, ms: performance.now() - started };
    };
    const first = await timed();
    expect(first.status).toBe(204);
    expect(first.ms).toBeGreaterThanOrEqual(redisTimings.commandTimeoutMs - 50);
    for (let i = 0; i < 3; i++) {
      const next = await timed();
      expect(next.ms).toBeLessThan(redisTimings.commandTimeoutMs / 2);
    }
    // Four counted in memory since Redis hung: the fifth is over the limit of 4.
    expect((await timed()).status).toBe(429);
    expect(messages(t, outageMessage)).toHaveLength(1);
    expect(messages(t, outageMessage)[0]!.reason).toMatch(/timed out/i);

    link.thaw();
    await eventually(() => messages(t, backMessage).length > 0, "Redis to answer again");
    expect(messages(t, outageMessage)).toHaveLength(1);
  });
});
