import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executiveMembers } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";

describe.each(testDatabaseKinds)("GET /api/executive-members on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // Inserted out of order, with titles that trip a naive substring match.
    await t.db.insert(executiveMembers).values([
      { name: "Nafis Iqbal", title: "Chief Science Communicator", displayOrder: 1 },
      { name: "Mehedi Hasan", title: "Vice President" },
      { name: "Ariful Islam", title: "Assistant General Secretary (AGS)" },
      { name: "Zubair Hasan", title: "Club Officer", displayOrder: 2 },
      { name: "Lamia Akter", title: "Club Officer", displayOrder: 3 },
      { name: "Sadman Sakib", title: "General Secretary" },
      { name: "Hidden Person", title: "President", active: false },
      { name: "Nusrat Jahan", title: "Vice-President of Administration", email: "nusrat@example.com" },
      { name: "Tahmid Hasan", title: "President", facebookUrl: "https://facebook.com/example.tahmid" },
    ]);
  });
  afterAll(() => t.close());

  it("returns only active members, in rank order with ties by display_order then name", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/executive-members" });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { name: string }[]).map((m) => m.name)).toEqual([
      "Tahmid Hasan",
      "Nusrat Jahan",
      "Sadman Sakib",
      "Ariful Islam",
      "Zubair Hasan",
      "Lamia Akter",
      "Mehedi Hasan",
      "Nafis Iqbal",
    ]);
  });

  it("returns the card's fields in camelCase, with nulls for what is not set", async () => {
    const body = (await t.app.inject({ method: "GET", url: "/api/executive-members" })).json() as Record<string, unknown>[];
    expect(body.find((m) => m.name === "Tahmid Hasan")).toEqual({
      id: expect.any(String),
      name: "Tahmid Hasan",
      title: "President",
      titleBn: null,
      imageUrl: null,
      facebookUrl: "https://facebook.com/example.tahmid",
      instagramUrl: null,
      email: null,
      displayOrder: null,
    });
  });
});
