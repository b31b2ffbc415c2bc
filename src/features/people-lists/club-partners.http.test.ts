import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubPartners } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";

describe.each(testDatabaseKinds)("GET /api/club-partners on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db.insert(clubPartners).values([
      { name: "Unordered Partner" },
      { name: "Second", displayOrder: 2 },
      { name: "First", displayOrder: 1, websiteUrl: "https://first.example.org" },
      { name: "Former", displayOrder: 0, active: false },
    ]);
  });
  afterAll(() => t.close());

  it("returns only active partners, by display_order ascending (unordered ones last)", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/club-partners" });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { name: string }[]).map((p) => p.name)).toEqual(["First", "Second", "Unordered Partner"]);
  });

  it("returns every optional field as null when not set", async () => {
    const body = (await t.app.inject({ method: "GET", url: "/api/club-partners" })).json() as Record<string, unknown>[];
    expect(body[0]).toEqual({
      id: expect.any(String),
      name: "First",
      organization: null,
      roleTitle: null,
      roleTitleBn: null,
      bio: null,
      bioBn: null,
      imageUrl: null,
      email: null,
      websiteUrl: "https://first.example.org",
      facebookUrl: null,
      instagramUrl: null,
      linkedinUrl: null,
      twitterUrl: null,
      displayOrder: 1,
    });
  });
});
