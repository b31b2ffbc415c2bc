import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";

describe.each(testDatabaseKinds)("GET /api/projects on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db.insert(projects).values([
      { title: "Oldest", createdAt: new Date("2023-01-01T00:00:00Z") },
      { title: "Newest", createdAt: new Date("2026-06-01T00:00:00Z"), repoUrl: "https://github.com/example/newest" },
      { title: "Hidden", createdAt: new Date("2027-01-01T00:00:00Z"), active: false },
      { title: "Middle", createdAt: new Date("2025-03-15T08:30:00Z") },
    ]);
  });
  afterAll(() => t.close());

  it("returns only active projects, newest first", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/projects" });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { title: string }[]).map((p) => p.title)).toEqual(["Newest", "Middle", "Oldest"]);
  });

  it("returns the card's fields, created_at as an ISO timestamp and nulls for what is not set", async () => {
    const body = (await t.app.inject({ method: "GET", url: "/api/projects" })).json() as Record<string, unknown>[];
    expect(body[0]).toEqual({
      id: expect.any(String),
      title: "Newest",
      titleBn: null,
      description: null,
      descriptionBn: null,
      coverImageUrl: null,
      demoUrl: null,
      repoUrl: "https://github.com/example/newest",
      kind: "student",
      lead: null,
      leadBn: null,
      duration: null,
      durationBn: null,
      funding: null,
      fundingBn: null,
      createdAt: "2026-06-01T00:00:00.000Z",
    });
  });
});
