import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alumniMembers } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";

describe.each(testDatabaseKinds)("GET /api/alumni-members on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db.insert(alumniMembers).values([
      { name: "No Year", graduationYear: null },
      { name: "Zahid Older", graduationYear: 2010 },
      { name: "Bina Recent", graduationYear: 2024, jobTitle: "Engineer", company: "Meghna Labs" },
      { name: "Hidden Person", graduationYear: 2030, active: false },
      { name: "Amin Recent", graduationYear: 2024 },
    ]);
  });
  afterAll(() => t.close());

  it("returns only active alumni, graduation year descending (nulls last), then name", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/alumni-members" });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { name: string }[]).map((m) => m.name)).toEqual([
      "Amin Recent",
      "Bina Recent",
      "Zahid Older",
      "No Year",
    ]);
  });

  it("returns the card's fields, with nulls for what is not set", async () => {
    const body = (await t.app.inject({ method: "GET", url: "/api/alumni-members" })).json() as Record<string, unknown>[];
    expect(body.find((m) => m.name === "Bina Recent")).toEqual({
      id: expect.any(String),
      name: "Bina Recent",
      jobTitle: "Engineer",
      jobTitleBn: null,
      company: "Meghna Labs",
      graduationYear: 2024,
      imageUrl: null,
      linkedinUrl: null,
      twitterUrl: null,
      githubUrl: null,
      email: null,
    });
  });
});
