import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../../shared/api/paths.ts";
import { dataPageLists } from "../../shared/data-pages.ts";
import { langs, pathInLang } from "../../shared/lang.ts";
import { paths } from "../../shared/routes.ts";
import { events, retentionSettings } from "../db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { escapeHtml, rowName } from "#tests/support/rendered-html.ts";
import { skipUnlessPresent } from "#tests/support/required.ts";

// The real web build: `npm test` builds before it runs these.
const siteDir = path.resolve("build/client");
const serverBuildDir = path.resolve("build/server");
const built = existsSync(path.join(serverBuildDir, "index.js"));

/** Each data page and the lists it shows, as its loader reads them. */
const dataPages = Object.entries(dataPageLists) as [string, string[]][];
/** The same in both languages: each page, then its Bangla twin under /bn. */
const dataPagesInLangs = langs.flatMap((lang) => dataPages.map(([page, lists]) => [pathInLang(page, lang), lists, lang] as const));

type ListRow = Record<string, unknown>;
const pastEvent = (row: ListRow) => Boolean(row.photosUrl) || row.ended === true;
/** The pages that show some rows of their list: which. The others show every row. */
const rowsShownOn: Partial<Record<string, (row: ListRow) => boolean>> = {
  [paths.upcomingEvents]: (row) => !pastEvent(row),
  [paths.pastEvents]: pastEvent,
  [paths.workshops]: (row) => row.kind === "workshop",
  [paths.researchProjects]: (row) => row.kind === "research",
  [paths.studentProjects]: (row) => row.kind === "student",
  [paths.completedProjects]: (row) => row.kind === "completed",
  [paths.researchPapers]: (row) => row.type === "research_paper",
  [paths.journalArticles]: (row) => row.type === "journal_article",
  [paths.conferencePapers]: (row) => row.type === "conference_paper",
};

/** Every <script> element without a src: the inline ones, whose attributes and text are given. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\bsrc=/.test(attributes ?? "")).map(([, attributes, text]) => ({ attributes: attributes ?? "", text: text ?? "" }));

/** The nonce a page's policy allows, checking that it allows nothing else inline. */
const policyNonce = (policy: string) => {
  const scriptSource = /script-src [^;]*/.exec(policy)?.[0] ?? "";
  expect(scriptSource).not.toContain("unsafe-inline");
  expect(scriptSource).not.toContain("'sha256-");
  const nonces = [...scriptSource.matchAll(/'nonce-([^']+)'/g)].map((match) => match[1]);
  expect(nonces).toHaveLength(1);
  return nonces[0]!;
};

/** Every inline script of `html` carries `nonce`, and there is at least one. */
const expectEveryInlineScriptCarries = (html: string, nonce: string) => {
  const scripts = inlineScripts(html);
  expect(scripts.length).toBeGreaterThan(1);
  for (const script of scripts) expect(script.attributes, script.text.slice(0, 60)).toContain(` nonce="${nonce}"`);
};

describe.skipIf(skipUnlessPresent(built, "the build (npm run build)")).each(testDatabaseKinds)("pages rendered by React Router on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // No list cache, so a row changed in the database shows at the next request.
    t = await createTestApp(kind, { seed: true, siteDir, serverBuildDir, jsonCacheTtlMs: 0 });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it.each(dataPagesInLangs)("%s is rendered with the rows of %s, in Bangla where the editor wrote it on a Bangla page, and no loading state", async (page, lists, lang) => {
    const html = await get(page);
    expect(html.statusCode).toBe(200);
    expect(html.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(html.body).not.toMatch(/Loading [a-z ]+\.\.\./);
    // The page no longer asks for the list it carries.
    for (const apiPath of lists) expect(html.body).not.toContain(`href="${apiPath}"`);
    const body = html.body.slice(html.body.indexOf("<main"));
    const shown = rowsShownOn[page.replace(/^\/bn(?=\/)/, "")] ?? (() => true);
    for (const apiPath of lists) {
      const answer = (await get(apiPath)).json<unknown>();
      if (!Array.isArray(answer)) continue;
      const rows = answer as ListRow[];
      // A page of one kind shows some rows, and not the others.
      if (rows.some((row) => !shown(row))) expect(rows.some(shown), page).toBe(true);
      for (const row of rows) {
        const name = rowName(row, lang);
        if (!name) continue;
        if (shown(row)) expect(body, `${page}: ${name}`).toContain(escapeHtml(name));
        else expect(body, `${page}: not ${name}`).not.toContain(`>${escapeHtml(name)}<`);
      }
    }
  });

  it("states Join Us's fee as the payments settings hold it", async () => {
    const { feeTaka } = (await get(apiPaths.membership)).json<{ feeTaka: number }>();
    const html = (await get(paths.joinUs)).body;
    expect(html.slice(html.indexOf("<main"))).toContain(String(feeTaka));
  });

  it("states on the privacy policy the retention periods the settings hold, on or off", async () => {
    await t.db.update(retentionSettings).set({ registrationsOn: true, registrationsDays: 180, activityLogOn: true, activityLogDays: 730, mailBodiesOn: false });
    try {
      const html = (await get(paths.privacyPolicy)).body;
      const body = html.slice(html.indexOf("<main"));
      expect(body).toContain("Event registrations and the files uploaded with them: your answers, contact details and files are removed 180 days after the event ends");
      expect(body).toContain("deleted after 2 years.");
      expect(body).toContain("E-mails the site sends you: kept until the club deletes them or you ask us to.");
    } finally {
      await t.db.update(retentionSettings).set({ registrationsOn: false, activityLogOn: false });
    }
  });

  it("renders each event into the HTML, so it paints before any JavaScript", async () => {
    const list = (await get(apiPaths.events)).json<{ title: string }[]>();
    expect(list.length).toBeGreaterThan(0);
    const html = (await get(paths.events)).body;
    const body = html.slice(html.indexOf("<main"));
    for (const event of list) expect(body).toContain(`>${escapeHtml(event.title)}</a></h3>`);
  });

  it("gives every inline script of a rendered page the nonce its policy allows, and nothing else inline", async () => {
    const response = await get(paths.events);
    const nonce = policyNonce(String(response.headers["content-security-policy"]));
    expect(nonce.length).toBeGreaterThanOrEqual(22);
    expectEveryInlineScriptCarries(response.body, nonce);
  });

  it("gives every inline script of a prerendered page the build's nonce, which its policy allows", async () => {
    for (const [page, file] of [
      [paths.about, "about/index.html"],
      [paths.home, "index.html"],
    ] as const) {
      const response = await get(page);
      // Sent exactly as the build wrote it.
      expect(response.body, page).toBe(readFileSync(path.join(siteDir, file), "utf8"));
      const nonce = policyNonce(String(response.headers["content-security-policy"]));
      expectEveryInlineScriptCarries(response.body, nonce);
    }
    // One build, one nonce for its prerendered pages; a rendered page has its own.
    const [about, home, events] = await Promise.all([get(paths.about), get(paths.home), get(paths.events)]);
    expect(policyNonce(String(about.headers["content-security-policy"]))).toBe(policyNonce(String(home.headers["content-security-policy"])));
    expect(policyNonce(String(events.headers["content-security-policy"]))).not.toBe(policyNonce(String(home.headers["content-security-policy"])));
  });

  it("puts the stylesheet, the icon sprite and the early-input script in the page itself", async () => {
    const html = (await get(paths.team)).body;
    expect(html).toMatch(/<style id="site-stylesheet">[\s\S]{1000,}?\.flex\{[\s\S]*?<\/style>/);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toMatch(/<body><div id="site-icon-sprite"[^>]*><svg [^>]*id="icon-sprite"/);
    expect(html).toContain('<script id="early-input" nonce=');
    // The home splash's gate is on home only.
    expect(html).not.toContain('id="splash-gate"');
    expect((await get(paths.home)).body).toContain('<script id="splash-gate" nonce=');
  });

  it("sends the same bytes, compressed, with one ETag, while the list is unchanged", async () => {
    const first = await get(paths.projects, { "accept-encoding": "br" });
    const second = await get(paths.projects, { "accept-encoding": "gzip" });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    const plain = brotliDecompressSync(first.rawPayload).toString("utf8");
    expect(gunzipSync(second.rawPayload).toString("utf8")).toBe(plain);
    expect(plain).toContain("<main");
    const revalidated = await get(paths.projects, { "if-none-match": String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    // A revalidated page keeps the policy of the bytes the browser holds.
    expect(revalidated.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
  });

  it("sends a new render at brotli quality 5, and at the build's quality 11 once the page is asked for again", async () => {
    const brotliSize = (plain: Buffer, quality: number) =>
      brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }).length;
    const [first] = await t.db.select().from(events).where(eq(events.active, true)).limit(1);
    if (!first) throw new Error("the sample content has no active event");
    await t.db.update(events).set({ title: "Robotics Night, shrunk" }).where(eq(events.id, first.id));
    try {
      const rendered = await get(paths.events, { "accept-encoding": "br" });
      const plain = brotliDecompressSync(rendered.rawPayload);
      expect(plain.toString("utf8")).toContain(">Robotics Night, shrunk</a></h3>");
      expect(rendered.rawPayload.length).toBe(brotliSize(plain, 5));
      const smaller = brotliSize(plain, 11);
      expect(smaller).toBeLessThan(rendered.rawPayload.length);
      // Not made at the render: a while later, the page's second request still gets quality 5 (and
      // starts quality 11), however long quality 11 would have taken.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect((await get(paths.events, { "accept-encoding": "br" })).rawPayload.length).toBe(rendered.rawPayload.length);
      await expect.poll(async () => (await get(paths.events, { "accept-encoding": "br" })).rawPayload.length).toBe(smaller);
      const again = await get(paths.events, { "accept-encoding": "br" });
      expect(brotliDecompressSync(again.rawPayload).equals(plain)).toBe(true);
      expect(again.headers.etag).toBe(rendered.headers.etag);
    } finally {
      await t.db.update(events).set({ title: first.title }).where(eq(events.id, first.id));
    }
  });

  it("renders the page again when its list changes, under a new ETag and a new nonce", async () => {
    const before = await get(paths.events);
    const [first] = await t.db.select().from(events).where(eq(events.active, true)).limit(1);
    if (!first) throw new Error("the sample content has no active event");
    await t.db.update(events).set({ title: "Robotics Night, renamed" }).where(eq(events.id, first.id));
    try {
      const after = await get(paths.events, { "if-none-match": String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.headers["content-security-policy"]).not.toBe(before.headers["content-security-policy"]);
      expect(after.body).toContain(">Robotics Night, renamed</a></h3>");
      expect(after.body).not.toContain(`>${escapeHtml(first.title)}</a></h3>`);
    } finally {
      await t.db.update(events).set({ title: first.title }).where(eq(events.id, first.id));
    }
  });

  it("writes a title that looks like markup as text, in the rows and in the router's data", async () => {
    const [first] = await t.db.select().from(events).where(eq(events.active, true)).limit(1);
    if (!first) throw new Error("the sample content has no active event");
    const hostile = `</script><script>alert(1)</script><!-- & "quoted"`;
    await t.db.update(events).set({ title: hostile }).where(eq(events.id, first.id));
    try {
      const response = await get(paths.events);
      expect(response.body).not.toContain("<script>alert(1)");
      expect(response.body).not.toContain("<!-- &");
      expect(response.body).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    } finally {
      await t.db.update(events).set({ title: first.title }).where(eq(events.id, first.id));
    }
  });

  it("shows an empty list's own text", async () => {
    await t.db.update(events).set({ active: false });
    try {
      const response = await get(paths.events);
      expect(response.body).toContain("No events available at the moment.");
    } finally {
      await t.db.update(events).set({ active: true });
    }
  });

  it("answers a navigation's data request with the page's loader data, never cached", async () => {
    const list = (await get(apiPaths.events)).json<{ title: string }[]>();
    const response = await get(`${paths.events}.data`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/x-script");
    expect(response.headers["cache-control"]).toBe("no-cache");
    for (const event of list) expect(response.body).toContain(JSON.stringify(event.title));
  });

  it("answers an unknown path with the site's 404 page, status 404", async () => {
    const response = await get("/no-such-page");
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(readFileSync(path.join(siteDir, "404/index.html"), "utf8"));
    expectEveryInlineScriptCarries(response.body, policyNonce(String(response.headers["content-security-policy"])));
  });
});

describe.skipIf(skipUnlessPresent(built, "the build (npm run build)"))("pages without their rows (PAGE_ROWS=off)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { seed: true, siteDir, serverBuildDir, pageRows: false });
  });
  afterAll(() => t.close());

  it("sends a data page in its loading state, for the browser to load its list", async () => {
    const response = await t.app.inject({ method: "GET", url: paths.team });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(">Loading...</p>");
  });
});
