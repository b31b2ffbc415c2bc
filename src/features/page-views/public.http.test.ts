import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pageViews } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";

const valid = { path: "/team", referrer: "https://example.org/", userAgent: "Mozilla/5.0", sessionId: "3f0e2a8e-1d3c-4c55-9d8e-6a3b2c1d0e9f" };

describe.each(testDatabaseKinds)("POST /api/page-views on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  beforeEach(async () => {
    await t.db.delete(pageViews);
  });
  afterAll(() => t.close());

  const post = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/page-views", payload: payload as object });

  it("stores a page view and answers 204 with no body", async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    const rows = await t.db.select().from(pageViews);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: "/team", referrer: "https://example.org/", userAgent: "Mozilla/5.0", sessionId: valid.sessionId });
  });

  it("keeps no query string, fragment, ticket code or card token in a stored path or referrer", async () => {
    const referrer = "https://club.example/join-us/status?reference=GSC-7KQ3-M9#top";
    expect((await post({ ...valid, path: "/events/ticket/GSC-7KQ3-M9.abcdef?x=1", referrer })).statusCode).toBe(204);
    expect((await post({ ...valid, path: "/join-us/member/c2VjcmV0LXRva2Vu", referrer: "https://club.example/events/ticket/GSC-7KQ3-M9.abcdef" })).statusCode).toBe(204);
    const rows = await t.db.select().from(pageViews).orderBy(pageViews.path);
    expect(rows.map((row) => [row.path, row.referrer])).toEqual([
      ["/events/ticket/:ticket", "https://club.example/join-us/status"],
      ["/join-us/member/:token", "https://club.example/events/ticket/:ticket"],
    ]);
  });

  it("accepts a view without referrer or user agent", async () => {
    expect((await post({ ...valid, referrer: null, userAgent: null })).statusCode).toBe(204);
  });

  it("cuts an over-long path and user agent to fixed lengths instead of refusing", async () => {
    expect((await post({ ...valid, path: `/${"a".repeat(2000)}`, userAgent: "b".repeat(3000) })).statusCode).toBe(204);
    const [row] = await t.db.select().from(pageViews);
    expect(row?.path).toHaveLength(512);
    expect(row?.userAgent).toHaveLength(512);
  });

  it("refuses a body over 16 KB with 413", async () => {
    expect((await post({ ...valid, userAgent: "x".repeat(20_000) })).statusCode).toBe(413);
    expect(await t.db.select().from(pageViews)).toHaveLength(0);
  });

  it.each([
    ["an unknown field", { ...valid, id: "x" }],
    ["a path not starting with /", { ...valid, path: "team" }],
    ["a malformed session id", { ...valid, sessionId: "<script>" }],
    ["a missing session id", { path: "/", referrer: null, userAgent: null }],
  ])("rejects %s with 400 and stores nothing", async (_label, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
    expect(await t.db.select().from(pageViews)).toHaveLength(0);
  });

  it("never returns stored page views", async () => {
    await post(valid);
    const response = await t.app.inject({ method: "GET", url: "/api/page-views" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(valid.sessionId);
  });
});
