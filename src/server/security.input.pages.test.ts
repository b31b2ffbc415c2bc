import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../shared/routes.ts";
import { events, projects, teamMembers } from "./db/schema.ts";
import { createTestApp, type TestApp } from "../../tests/support/app.ts";
import { testDatabaseKinds } from "../../tests/support/databases.ts";
import { skipUnlessPresent } from "../../tests/support/required.ts";

// The picture rule (security.input.test.ts) where pictures are drawn: a row put in with plain
// SQL, or stored before the rule, is rendered without its outside picture. Reads the web build, so
// `npm test` runs it once the build is there (`readsBuild` in vitest.config.ts).
const siteDir = path.resolve("build/client");
const serverBuildDir = path.resolve("build/server");
const built = existsSync(path.join(serverBuildDir, "index.js"));
describe.skipIf(skipUnlessPresent(built, "the build (npm run build)")).each(testDatabaseKinds)("pages drawn from stored rows, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { siteDir, serverBuildDir, jsonCacheTtlMs: 0 });
    const outside = "https://tracker.example/pixel.webp";
    await t.db.insert(teamMembers).values({ name: "Outside Photo", roleTitle: "Designer", imageUrl: outside, displayOrder: 1 });
    await t.db.insert(projects).values({ title: "Outside Cover", coverImageUrl: outside });
    await t.db.insert(events).values({ title: "Outside Event", startsAt: new Date("2030-01-01T10:00:00Z"), coverImageUrl: outside, active: true });
  }, 180_000);
  afterAll(() => t.close());

  it.each([
    [paths.team, "Outside Photo"],
    [paths.projects, "Outside Cover"],
    [paths.events, "Outside Event"],
  ])("%s shows the row without an image from the outside host", async (page, name) => {
    const response = await t.app.inject({ method: "GET", url: page });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(name);
    expect(response.body).not.toMatch(/<img[^>]*tracker\.example/);
  });
});
