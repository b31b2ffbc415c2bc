import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClubPartner } from "../../shared/api/club-partners.ts";
import { apiPaths } from "../../shared/api/paths.ts";
import { pageDataElementId } from "../../shared/page-data.ts";
import { paths } from "../../shared/routes.ts";
import { events, retentionSettings } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/app.ts";
import { testDatabaseKinds } from "../../../tests/support/databases.ts";
import { loadPageRenderer } from "./page-renderer.ts";
import { skipUnlessPresent } from "../../../tests/support/required.ts";

// The real web build: `npm test` builds before it runs these.
const siteDir = path.resolve("build/client");
const renderDir = path.resolve("build/render");
const built = existsSync(path.join(renderDir, "index.js"));

/** Each data page and the list it shows. */
const dataPages: [string, string][] = [
  [paths.events, apiPaths.events],
  [paths.projects, apiPaths.projects],
  [paths.publications, apiPaths.publications],
  [paths.team, apiPaths.teamMembers],
  [paths.executive, apiPaths.executiveMembers],
  [paths.subExecutive, apiPaths.subExecutiveMembers],
  [paths.alumni, apiPaths.alumniMembers],
  [paths.clubPartners, apiPaths.clubPartners],
  [paths.campusAmbassadors, apiPaths.campusAmbassadors],
  // The membership fee Join Us states (a payments setting).
  [paths.joinUs, apiPaths.membership],
  // The periods the privacy policy states (retention settings, decision 120).
  [paths.privacyPolicy, apiPaths.retention],
];

const pageData = (html: string): unknown => {
  const text = new RegExp(`<script type="application/json" id="${pageDataElementId}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
};
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe.skipIf(skipUnlessPresent(built, "the build (npm run build)")).each(testDatabaseKinds)("data pages rendered with their rows on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // No list cache, so a row changed in the database shows at the next request.
    t = await createTestApp(kind, { seed: true, siteDir, renderDir, jsonCacheTtlMs: 0 });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it.each(dataPages)("%s carries the rows of %s, exactly as the API answers them", async (page, apiPath) => {
    const [html, list] = await Promise.all([get(page), get(apiPath)]);
    expect(html.statusCode).toBe(200);
    expect(pageData(html.body)).toEqual({ [apiPath]: list.json() });
    // The page no longer asks for the list it carries.
    expect(html.body).not.toContain(`href="${apiPath}"`);
    expect(html.body).not.toMatch(/Loading [a-z ]+\.\.\./);
  });

  it("states on the privacy policy the retention periods the settings hold, on or off", async () => {
    await t.db.update(retentionSettings).set({ registrationsOn: true, registrationsDays: 180, activityLogOn: true, activityLogDays: 730, mailBodiesOn: false });
    const html = (await get(paths.privacyPolicy)).body;
    const body = html.slice(html.indexOf("<main"));
    expect(body).toContain("Event registrations and the files uploaded with them: your answers, contact details and files are removed 180 days after the event ends");
    expect(body).toContain("deleted after 2 years.");
    expect(body).toContain("E-mails the site sends you: kept until the club deletes them or you ask us to.");
    await t.db.update(retentionSettings).set({ registrationsOn: false, activityLogOn: false });
  });

  it("renders each row into the HTML, so it paints before any JavaScript", async () => {
    const list = (await get(apiPaths.events)).json<{ title: string }[]>();
    expect(list.length).toBeGreaterThan(0);
    const html = (await get(paths.events)).body;
    const body = html.slice(html.indexOf("<main"));
    for (const event of list) expect(body).toContain(`>${escapeHtml(event.title)}</h3>`);
  });

  it("allows each inline script by its hash and gives the data block none", async () => {
    const response = await get(paths.events);
    const policy = String(response.headers["content-security-policy"]);
    const scripts = inlineScripts(response.body);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(policy).toContain(sha256(script));
    expect(policy.match(/'sha256-/g)).toHaveLength(new Set(scripts).size);
    expect(/script-src [^;]*/.exec(policy)?.[0]).not.toContain("unsafe-inline");
  });

  it("sends the same bytes, compressed, with one ETag, while the list is unchanged", async () => {
    const first = await get(paths.projects, { "accept-encoding": "br" });
    const second = await get(paths.projects, { "accept-encoding": "gzip" });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(second.headers.etag).toBe(first.headers.etag);
    const plain = brotliDecompressSync(first.rawPayload).toString("utf8");
    expect(gunzipSync(second.rawPayload).toString("utf8")).toBe(plain);
    expect(pageData(plain)).toBeDefined();
    const revalidated = await get(paths.projects, { "if-none-match": String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it("renders the page again when its list changes, under a new ETag", async () => {
    const before = await get(paths.events);
    const [first] = await t.db.select().from(events).where(eq(events.active, true)).limit(1);
    if (!first) throw new Error("the sample content has no active event");
    await t.db.update(events).set({ title: "Robotics Night, renamed" }).where(eq(events.id, first.id));
    try {
      const after = await get(paths.events, { "if-none-match": String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.body).toContain(">Robotics Night, renamed</h3>");
      expect(after.body).not.toContain(`>${escapeHtml(first.title)}</h3>`);
    } finally {
      await t.db.update(events).set({ title: first.title }).where(eq(events.id, first.id));
    }
  });

  it("writes a title that looks like markup as text, in the rows and in the data block", async () => {
    const [first] = await t.db.select().from(events).where(eq(events.active, true)).limit(1);
    if (!first) throw new Error("the sample content has no active event");
    const hostile = `</script><script>alert(1)</script><!-- & "quoted"`;
    await t.db.update(events).set({ title: hostile }).where(eq(events.id, first.id));
    try {
      const response = await get(paths.events);
      expect(response.body).not.toContain("<script>alert(1)");
      expect(response.body).toContain("\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u003c!--");
      expect(response.body).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
      const data = pageData(response.body) as Record<string, { title: string }[]>;
      expect(data[apiPaths.events]?.map((event) => event.title)).toContain(hostile);
    } finally {
      await t.db.update(events).set({ title: first.title }).where(eq(events.id, first.id));
    }
  });

  it("shows an empty list's own text", async () => {
    await t.db.update(events).set({ active: false });
    try {
      const response = await get(paths.events);
      expect(pageData(response.body)).toEqual({ [apiPaths.events]: [] });
      expect(response.body).toContain("No events available at the moment.");
    } finally {
      await t.db.update(events).set({ active: true });
    }
  });

  it("leaves pages without lists exactly as the build wrote them", async () => {
    for (const [page, file] of [
      [paths.about, "about/index.html"],
      [paths.home, "index.html"],
    ] as const) {
      const response = await get(page);
      expect(response.body, page).toBe(readFileSync(path.join(siteDir, file), "utf8"));
    }
  });
});

describe.skipIf(skipUnlessPresent(built, "the build (npm run build)"))("the page renderer", () => {
  const stylesheet = (href: string) => readFileSync(path.join(siteDir, href), "utf8");

  it("renders a page without data exactly as the build prerendered and finished it", async () => {
    const renderer = await loadPageRenderer(renderDir, stylesheet);
    if (!renderer) throw new Error("no renderer in build/render");
    for (const [page, file] of [
      [paths.events, "events/index.html"],
      [paths.about, "about/index.html"],
      [paths.home, "index.html"],
    ] as const) {
      expect(await renderer.render(page, {}), page).toBe(readFileSync(path.join(siteDir, file), "utf8"));
    }
  });

  it("renders one page at a time, each with its own data", async () => {
    const renderer = await loadPageRenderer(renderDir, stylesheet);
    if (!renderer) throw new Error("no renderer in build/render");
    const partner = (name: string): ClubPartner => ({
      id: name,
      name,
      organization: null,
      roleTitle: null,
      roleTitleBn: null,
      bio: null,
      bioBn: null,
      imageUrl: null,
      email: null,
      websiteUrl: null,
      facebookUrl: null,
      instagramUrl: null,
      linkedinUrl: null,
      twitterUrl: null,
      displayOrder: null,
    });
    const pages = await Promise.all(
      ["Alpha Partner", "Beta Partner", "Gamma Partner"].map((name) => renderer.render(paths.clubPartners, { [apiPaths.clubPartners]: [partner(name)] })),
    );
    pages.forEach((html, index) => {
      const names = ["Alpha Partner", "Beta Partner", "Gamma Partner"];
      expect(html).toContain(names[index]);
      for (const other of names.filter((_, i) => i !== index)) expect(html).not.toContain(other);
    });
  });

  it("finds nothing to load where there is no server build", async () => {
    expect(await loadPageRenderer(path.join(siteDir, "assets"), stylesheet)).toBeUndefined();
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
