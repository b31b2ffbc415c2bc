import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campusAmbassadors } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";

describe.each(testDatabaseKinds)("GET /api/campus-ambassadors on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db.insert(campusAmbassadors).values([
      { caNumber: "CA-004", name: "Tied Later", points: 500 },
      { caNumber: "CA-001", name: "Few", points: 20 },
      { caNumber: "CA-002", name: "Leader", points: 900, institution: "Dhaka College" },
      { caNumber: "CA-003", name: "Tied Earlier", points: 500 },
      { caNumber: "CA-005", name: "Inactive", points: 5000, active: false },
      { caNumber: "CA-006", name: "New" },
    ]);
  });
  afterAll(() => t.close());

  it("returns only active ambassadors, most points first, equal points by CA number", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/campus-ambassadors" });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { name: string }[]).map((a) => a.name)).toEqual([
      "Leader",
      "Tied Earlier",
      "Tied Later",
      "Few",
      "New",
    ]);
  });

  it("returns the row's fields, with the database's default of 0 points", async () => {
    const body = (await t.app.inject({ method: "GET", url: "/api/campus-ambassadors" })).json() as Record<string, unknown>[];
    expect(body[0]).toEqual({
      id: expect.any(String),
      caNumber: "CA-002",
      name: "Leader",
      institution: "Dhaka College",
      imageUrl: null,
      points: 900,
    });
    expect(body.find((a) => a.name === "New")).toMatchObject({ points: 0, institution: null });
  });
});
