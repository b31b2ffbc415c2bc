import { Writable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import cachedJson, { listUnavailable } from "./cached-json.ts";
import { etagMatches } from "./etag.ts";

describe("cached public lists", () => {
  let app: FastifyInstance;
  let clock = 0;
  let rows: { name: string }[];
  let loads = 0;

  async function build(ttlMs = 5_000) {
    app = Fastify({ logger: false });
    await app.register(cachedJson, { ttlMs, now: () => clock });
    app.cachedJson("/api/things", async () => {
      loads++;
      return rows;
    });
    await app.ready();
  }
  afterEach(async () => {
    await app?.close();
    clock = 0;
    loads = 0;
  });

  const get = (headers: Record<string, string> = {}) => app.inject({ method: "GET", url: "/api/things", headers });

  it("answers from memory with a strong ETag and a short revalidating cache", async () => {
    rows = [{ name: "Nadia" }];
    await build();
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(rows);
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(first.headers["cache-control"]).toBe("public, max-age=5, must-revalidate");
    expect(first.headers.etag).toMatch(/^"[\w-]{22}"$/);
    await get();
    await get();
    expect(loads).toBe(1);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    rows = [{ name: "Nadia" }];
    await build();
    const etag = String((await get()).headers.etag);
    const again = await get({ "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect((await get({ "if-none-match": '"other"' })).statusCode).toBe(200);
  });

  it("sends compressed bytes of a large list to clients that accept them", async () => {
    rows = Array.from({ length: 50 }, (_, i) => ({ name: `Member number ${i}` }));
    await build();
    const response = await get({ "accept-encoding": "gzip, deflate, br" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect((await get({ "accept-encoding": "gzip" })).headers["content-encoding"]).toBe("gzip");
    expect((await get()).json()).toEqual(rows);
  });

  it("reloads after invalidation, and after the TTL for changes made outside the app", async () => {
    rows = [{ name: "Nadia" }];
    await build();
    const before = String((await get()).headers.etag);
    rows = [{ name: "Nadia" }, { name: "Tanvir" }];
    expect((await get()).json()).toHaveLength(1);
    app.invalidateCachedJson("/api/things");
    const after = await get({ "if-none-match": before });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toHaveLength(2);

    rows = [];
    clock += 4_999;
    expect((await get()).json()).toHaveLength(2);
    clock += 1;
    expect((await get()).json()).toEqual([]);
  });

  it("queries once for many simultaneous requests", async () => {
    rows = [{ name: "Nadia" }];
    await build();
    const responses = await Promise.all(Array.from({ length: 20 }, () => get()));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(loads).toBe(1);
  });

  it("does not keep a failed load", async () => {
    app = Fastify({ logger: false });
    await app.register(cachedJson, {});
    let fail = true;
    app.cachedJson("/api/flaky", async () => {
      if (fail) throw new Error("database down");
      return [1];
    });
    // No copy to answer with: 503, to be retried.
    expect((await app.inject("/api/flaky")).statusCode).toBe(503);
    fail = false;
    expect((await app.inject("/api/flaky")).json()).toEqual([1]);
  });
});

it("compares If-None-Match weakly, as HTTP asks", () => {
  expect(etagMatches('"a"', '"a"')).toBe(true);
  expect(etagMatches('W/"a"', '"a"')).toBe(true);
  expect(etagMatches('"b", "a"', '"a"')).toBe(true);
  expect(etagMatches("*", '"a"')).toBe(true);
  expect(etagMatches('"b"', '"a"')).toBe(false);
  expect(etagMatches(undefined, '"a"')).toBe(false);
});

describe("a cached list while its database is slow or failing (stale-if-error)", () => {
  let app: FastifyInstance;
  let logs: { level: number; msg: string; list?: string; reason?: string; stack?: unknown }[];
  afterEach(async () => {
    await app?.close();
  });

  async function build(load: () => Promise<unknown>) {
    logs = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) logs.push(JSON.parse(line) as (typeof logs)[number]);
        done();
      },
    });
    app = Fastify({ logger: { level: "info", stream } });
    await app.register(cachedJson, { ttlMs: 60_000, refreshWaitMs: 100 });
    app.cachedJson("/api/things", load);
    await app.ready();
  }
  const get = () => app.inject({ method: "GET", url: "/api/things" });

  it("answers the copy it holds when a refresh fails, logs it once without a stack, and the rows again once a refresh succeeds", async () => {
    let state: "up" | "down" = "up";
    let rows = ["Nadia"];
    await build(async () => {
      if (state === "down") throw new Error("connection terminated");
      return rows;
    });
    expect((await get()).json()).toEqual(["Nadia"]);
    state = "down";
    app.invalidateCachedJson("/api/things");
    for (let i = 0; i < 3; i++) {
      const during = await get();
      expect(during.statusCode).toBe(200);
      expect(during.json()).toEqual(["Nadia"]);
    }
    expect(app.staleCachedLists()).toEqual(["/api/things"]);
    const warnings = logs.filter((entry) => entry.level === 40);
    expect(warnings).toEqual([expect.objectContaining({ list: "/api/things", reason: "connection terminated" })]);
    expect(warnings[0]!.stack).toBeUndefined();

    state = "up";
    rows = ["Nadia", "Tanvir"];
    await get(); // answered the copy at once, while the refresh it started succeeds
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await get()).json()).toEqual(["Nadia", "Tanvir"]);
    expect(app.staleCachedLists()).toEqual([]);
    expect(logs.filter((entry) => entry.level === 30).map((entry) => entry.msg)).toContain("a cached list was refreshed again: answering current rows");
  });

  it("answers the copy after the refresh wait when a refresh hangs; a list never loaded is a 503 to retry", async () => {
    let hang = false;
    await build(() => (hang ? new Promise(() => {}) : Promise.resolve(["Nadia"])));
    await get();
    hang = true;
    app.invalidateCachedJson();
    const started = performance.now();
    expect((await get()).json()).toEqual(["Nadia"]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    const next = performance.now();
    expect((await get()).json()).toEqual(["Nadia"]);
    expect(performance.now() - next).toBeLessThan(95);

    await app.close();
    await build(async () => {
      throw new Error("database down");
    });
    const failed = await get();
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe(listUnavailable.message);
  });
});
