import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberCardPath, memberCardTemplatePath } from "./rules.ts";
import { applications, members } from "#server/db/schema.ts";
import { giveMemberNumbers } from "./store.server.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { applicationRow } from "#tests/support/console-access/applications.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { skipUnlessPresent } from "#tests/support/required.ts";

// The member card page: rendered by the site's server build with the card in its
// HTML, so it reads the web build (`readsBuild` in vitest.config.ts).
const siteDir = path.resolve("build/client");
const serverBuildDir = path.resolve("build/server");
const built = existsSync(path.join(serverBuildDir, "index.js"));

describe.skipIf(skipUnlessPresent(built, "the build (npm run build)")).each(testDatabaseKinds)("the member card page on %s", (kind) => {
  let t: TestApp;
  let token: string;
  let applicationId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { siteDir, serverBuildDir, siteUrl: "https://club.example" });
    const [row] = await t.db
      .insert(applications)
      .values(applicationRow({ fullName: "Nusrat <Jahan>", departments: ["it", "robotics_rocketry"], status: "approved" }))
      .returning({ id: applications.id });
    applicationId = row!.id;
    await t.db.transaction((tx) => giveMemberNumbers(tx, [applicationId]));
    token = (await t.db.select().from(members).where(eq(members.applicationId, applicationId)))[0]!.cardToken;
  }, 180_000);
  afterAll(() => t.close());

  const open = (url: string) => t.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });

  it("shows the name, number, session, departments and a QR code of the card's own address, in the HTML", async () => {
    const response = await open(memberCardPath(token));
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const year = new Date().getFullYear();
    expect(html).toContain("Nusrat &lt;Jahan&gt;");
    expect(html).not.toContain("Nusrat <Jahan>");
    expect(html).toMatch(/GSC-\d{4}-0001/);
    expect(Math.abs(Number(/<dt[^>]*>Session<\/dt><dd>(\d{4})<\/dd>/.exec(html)![1]) - year)).toBeLessThanOrEqual(1);
    expect(html).toContain("Robotics and Rocketry");
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="QR code of this card&#x27;s address|<svg[^>]*role="img"/);
    expect(html).toContain('<path fill="#000" d="M');
    // The card's data travels in the page for hydration (the router's data), with its absolute address.
    expect(html).toContain(`\\"https://club.example${memberCardPath(token)}\\"`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
  });

  it("shows the card in Bangla at /bn: lang bn, the departments' Bangla names, the session in Bangla digits, the same number", async () => {
    const response = await open(`/bn${memberCardPath(token)}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<html[^>]*lang="bn"/);
    expect(html).toContain("সদস্য কার্ড");
    expect(html).toContain("রোবটিক্স ও রকেট্রি");
    expect(html).not.toContain("Robotics and Rocketry");
    expect(html).toMatch(/<dt[^>]*>সেশন<\/dt><dd>[০-৯]{4}<\/dd>/);
    expect(html).toMatch(/GSC-\d{4}-0001/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(response.headers["cache-control"]).toBe((await open(memberCardPath(token))).headers["cache-control"]);
  });

  it("is never cached, indexed or named onwards as a referrer", async () => {
    const response = await open(memberCardPath(token));
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    const compressed = await t.app.inject({ method: "GET", url: memberCardPath(token), headers: { "accept-encoding": "br" } });
    expect(compressed.headers["content-encoding"]).toBe("br");
  });

  it("says plainly that the membership is not active once the approval is taken back, and nothing of the member", async () => {
    await t.db.update(applications).set({ status: "payment_verified" }).where(eq(applications.id, applicationId));
    try {
      const response = await open(memberCardPath(token));
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("This membership is not active");
      expect(response.body).not.toContain("Nusrat");
      expect(response.body).not.toMatch(/GSC-\d{4}-0001/);
      expect(response.body).not.toContain("Robotics and Rocketry");
      expect(response.headers["cache-control"]).toBe("no-store");
    } finally {
      await t.db.update(applications).set({ status: "approved" }).where(eq(applications.id, applicationId));
    }
  });

  it.each([
    ["a token no card has", memberCardPath("A".repeat(43))],
    ["a malformed token", memberCardPath("not-a-token")],
    ["the prerendered template", memberCardTemplatePath],
    ["the prefix alone", "/join-us/member"],
  ])("answers %s with the site's 404", async (_, url) => {
    const response = await open(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Oops! Page not found");
  });

  it("is not in the sitemap", async () => {
    const sitemap = await open("/sitemap.xml");
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain("/join-us/member");
  });
});
