import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamMembers } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";

describe.each(testDatabaseKinds)("GET /api/team-members on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db.insert(teamMembers).values([
      { name: "Zara Hossain", roleTitle: "Volunteer", displayOrder: null },
      { name: "Arif Rahman", roleTitle: "Coordinator", displayOrder: null },
      { name: "Nadia Islam", roleTitle: "President", displayOrder: 1, facebookUrl: "https://facebook.com/nadia" },
      { name: "Hidden Person", roleTitle: "Former", displayOrder: 0, active: false },
      { name: "Tanvir Ahmed", roleTitle: "Secretary", displayOrder: 2, email: "tanvir@example.org" },
      { name: "Bilkis Akter", roleTitle: "Treasurer", displayOrder: 2 },
    ]);
  });
  afterAll(() => t.close());

  it("returns only active members, by display order (nulls last), then name", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/team-members" });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { name: string }[];
    expect(body.map((m) => m.name)).toEqual([
      "Nadia Islam",
      "Bilkis Akter",
      "Tanvir Ahmed",
      "Arif Rahman",
      "Zara Hossain",
    ]);
  });

  it("returns the card's fields with nulls for links that are not set", async () => {
    const body = (await t.app.inject({ method: "GET", url: "/api/team-members" })).json() as Record<string, unknown>[];
    const nadia = body.find((m) => m.name === "Nadia Islam");
    expect(nadia).toMatchObject({
      roleTitle: "President",
      imageUrl: null,
      facebookUrl: "https://facebook.com/nadia",
      instagramUrl: null,
      email: null,
      displayOrder: 1,
    });
    expect(typeof nadia?.id).toBe("string");
    expect(nadia).not.toHaveProperty("active");
  });
});
