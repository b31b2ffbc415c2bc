import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publications } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";

describe.each(testDatabaseKinds)("GET /api/publications on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db.insert(publications).values([
      { title: "Undated essay", type: "magazine_article", year: null },
      { title: "Old paper", type: "research_paper", year: 2019 },
      { title: "New article", type: "journal_article", year: 2026, doiUrl: "https://doi.org/10.5555/x" },
      { title: "Withdrawn", type: "research_paper", year: 2027, active: false },
      { title: "Plain", year: 2022 },
    ]);
  });
  afterAll(() => t.close());

  it("returns only active publications, newest year first and undated ones last", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/publications" });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { title: string }[]).map((p) => p.title)).toEqual([
      "New article",
      "Plain",
      "Old paper",
      "Undated essay",
    ]);
  });

  it("returns the card's fields, the database's default type and nulls for what is not set", async () => {
    const body = (await t.app.inject({ method: "GET", url: "/api/publications" })).json() as Record<string, unknown>[];
    expect(body.find((p) => p.title === "Plain")).toMatchObject({ type: "other", doiUrl: null });
    expect(body[0]).toEqual({
      id: expect.any(String),
      title: "New article",
      titleBn: null,
      type: "journal_article",
      year: 2026,
      abstract: null,
      abstractBn: null,
      authors: null,
      publishedIn: null,
      doiUrl: "https://doi.org/10.5555/x",
      pdfUrl: null,
      coverImageUrl: null,
    });
  });
});
