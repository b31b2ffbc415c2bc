import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subExecutiveMembers } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";

describe.each(testDatabaseKinds)("GET /api/sub-executive-members on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db.insert(subExecutiveMembers).values([
      { name: "zara Islam", title: "Reporter" },
      { name: "Arif Rahman", title: "Robotics Lead" },
      { name: "Nadia Chowdhury", title: "Organising Secretary", displayOrder: 2, githubUrl: "https://github.com/example-nadia" },
      { name: "Hidden Person", title: "Treasurer", displayOrder: 0, active: false },
      { name: "Bilkis Akter", title: "Treasurer", displayOrder: 1 },
    ]);
  });
  afterAll(() => t.close());

  it("returns only active members, by display_order (nulls last), then name", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/sub-executive-members" });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { name: string }[]).map((m) => m.name)).toEqual([
      "Bilkis Akter",
      "Nadia Chowdhury",
      "Arif Rahman",
      "zara Islam",
    ]);
  });

  it("returns every link field, null when not set", async () => {
    const body = (await t.app.inject({ method: "GET", url: "/api/sub-executive-members" })).json() as Record<string, unknown>[];
    expect(body.find((m) => m.name === "Nadia Chowdhury")).toEqual({
      id: expect.any(String),
      name: "Nadia Chowdhury",
      title: "Organising Secretary",
      titleBn: null,
      imageUrl: null,
      facebookUrl: null,
      instagramUrl: null,
      linkedinUrl: null,
      twitterUrl: null,
      githubUrl: "https://github.com/example-nadia",
      email: null,
      displayOrder: 2,
    });
  });
});
