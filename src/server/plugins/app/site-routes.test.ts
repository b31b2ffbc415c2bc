import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { skipUnlessPresent } from "#tests/support/required.ts";

// Which page answers an address is React Router's, so these ask the real web build: they are in
// vitest.config.ts's `readsBuild`, which `npm test` runs once the build is there.
const siteDir = path.resolve("build/client");
const serverBuildDir = path.resolve("build/server");
const built = existsSync(path.join(serverBuildDir, "index.js"));

describe.skipIf(skipUnlessPresent(built, "the build (npm run build)"))("links shared before the panel routes settled", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { siteDir, serverBuildDir });
  });
  afterAll(() => t.close());

  it.each([
    ["/panel/sub-executive", "/panel/advisory"],
    ["/panel/Sub-Executive", "/panel/advisory"],
    ["/PANEL/SUB-EXECUTIVE/", "/panel/advisory"],
    ["/panel/alumni", "/panel/faculty"],
    ["/panel/Alumni", "/panel/faculty"],
  ])("%s answers 301 to %s", async (from, to) => {
    const response = await t.app.inject({ method: "GET", url: from });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });
});

describe.skipIf(skipUnlessPresent(built, "the build (npm run build)"))("addresses React Router matches that are no page", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { seed: true, siteDir, serverBuildDir });
  });
  afterAll(() => t.close());

  it.each(["//team", "//events", "/team%3Fx", "/events%3Fx", "/events%23x", "/TEAM", "/Events", "/EVENTS/workshops", "/bn/TEAM", "/BN/team", "/events/ticket/abc.def/", "/join-us/member/abc/", "/bn/join-us/member/abc/"])(
    "%s answers the 404 page with status 404",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("<title>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    },
  );
});

describe.skipIf(skipUnlessPresent(built, "the build (npm run build)"))("a navigation's data request", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { seed: true, siteDir, serverBuildDir });
  });
  afterAll(() => t.close());

  it("reads a leading // as part of the path, never as a host: //team.data is no page's data", async () => {
    const team = await t.app.inject({ method: "GET", url: "/team.data" });
    expect(team.body).toContain("routes/team");
    // React Router answers the data of a path no route matches with an empty set, not an error.
    const none = await t.app.inject({ method: "GET", url: "/no-such-page.data" });
    for (const url of ["//team.data", "//x.data"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["content-type"]).toBe(none.headers["content-type"]);
      expect(response.body).toBe(none.body);
    }
  });
});

