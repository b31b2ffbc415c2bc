import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import cachedJson from "./cached-json.ts";
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
    expect((await app.inject("/api/flaky")).statusCode).toBe(500);
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
