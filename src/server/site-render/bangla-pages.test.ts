import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClubEvent } from "../../shared/api/events.ts";
import { apiPaths } from "../../shared/api/paths.ts";
import { eventIdPart, eventPath } from "#features/events/slug.ts";
import { inLanguage } from "../../shared/in-language.ts";
import { langs, pathInLang } from "../../shared/lang.ts";
import { paths, publicPaths } from "../../shared/routes.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { escapeHtml } from "#tests/support/rendered-html.ts";
import { skipUnlessPresent } from "#tests/support/required.ts";

// The Bangla pages' frame as the server serves it: every public page under /bn answers
// with lang="bn" and its twin as an hreflang alternate (data pages' rows: rendered-pages.test.ts, in both
// languages), an event's page and its redirects stay under /bn, unknown /bn paths get the Bangla 404
// page, and React Router's lazy route discovery (/__manifest) answers. Whether the texts are in Bangla is the browser test's
// question (tests/e2e/bangla-pages.test.ts). The real web build: `npm test` builds before these.
const siteDir = path.resolve("build/client");
const serverBuildDir = path.resolve("build/server");
const built = existsSync(path.join(serverBuildDir, "index.js"));
const banglaNotFoundPage = () => readFileSync(path.join(siteDir, "bn/404/index.html"), "utf8");

/** The page's `<html lang>`. */
const htmlLangOf = (html: string) => /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1];

/** The page's `hreflang` alternates, as language → path (React writes the attribute `hrefLang`). */
const alternatesOf = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<link\b[^>]*\brel="alternate"[^>]*>/g)].flatMap(([element]) => {
      const lang = /\bhreflang="([^"]*)"/i.exec(element)?.[1];
      const href = /\bhref="([^"]*)"/.exec(element)?.[1];
      return lang && href ? [[lang, new URL(href).pathname]] : [];
    }),
  );

describe.skipIf(skipUnlessPresent(built, "the build (npm run build)")).each(testDatabaseKinds)("the Bangla pages on %s", (kind) => {
  let t: TestApp;
  let list: ClubEvent[];
  let version: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, siteDir, serverBuildDir, jsonCacheTtlMs: 0 });
    list = (await t.app.inject({ method: "GET", url: apiPaths.events })).json<ClubEvent[]>();
    if (list.length === 0) throw new Error("the sample content has no visible event");
    const build = (await import(pathToFileURL(path.join(serverBuildDir, "index.js")).href)) as ServerBuild;
    version = build.assets.version;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it.each(publicPaths.map((page) => [pathInLang(page, "bn"), page]))(
    "%s answers 200 with lang=\"bn\", and it and its English twin %s name each other as hreflang alternates",
    async (bangla, english) => {
      const response = await get(bangla);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(htmlLangOf(response.body)).toBe("bn");
      const twin = await get(english);
      expect(twin.statusCode).toBe(200);
      expect(htmlLangOf(twin.body)).toBe("en");
      const expected = { en: english, bn: bangla, "x-default": english };
      expect(alternatesOf(response.body), bangla).toEqual(expected);
      expect(alternatesOf(twin.body), english).toEqual(expected);
    },
  );

  it("renders every visible event's page under /bn, in Bangla, with its twin as alternate", async () => {
    for (const event of list) {
      const bangla = pathInLang(eventPath(event), "bn");
      const response = await get(bangla);
      expect(response.statusCode, bangla).toBe(200);
      expect(htmlLangOf(response.body), bangla).toBe("bn");
      const main = response.body.slice(response.body.indexOf("<main"));
      expect(main, bangla).toContain(`>${escapeHtml(inLanguage(event.title, event.titleBn, "bn"))}</h1>`);
      expect(main).toContain(`dateTime="${event.startsAt}"`);
      expect(alternatesOf(response.body), bangla).toEqual({ en: eventPath(event), bn: bangla, "x-default": eventPath(event) });
      const english = await get(eventPath(event));
      expect(alternatesOf(english.body), eventPath(event)).toEqual({ en: eventPath(event), bn: bangla, "x-default": eventPath(event) });
    }
  });

  it("redirects an event's outdated or capitalised address under /bn to its current Bangla page", async () => {
    const [event] = list;
    const idPart = eventIdPart(event!.id);
    const current = pathInLang(eventPath(event!), "bn");
    for (const url of [`/bn${paths.events}/an-old-title-${idPart}`, `/bn${paths.events}/${idPart}`, current.toUpperCase().replace("/BN/EVENTS/", "/bn/events/")]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(current);
    }
  });

  it("answers an unknown path under /bn, and an unknown event, with the Bangla 404 page, status 404", async () => {
    const page = banglaNotFoundPage();
    expect(htmlLangOf(page)).toBe("bn");
    for (const url of ["/bn/x", "/bn/no/such/page", "/bn/404", `/bn${paths.events}/no-such-event`, "/bn/team/extra"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(page);
    }
    // English stays English.
    const english = await get("/no/such/page");
    expect(english.statusCode).toBe(404);
    expect(htmlLangOf(english.body)).toBe("en");
  });

  it.each([
    ["/bn/panel/alumni", "/bn/panel/faculty"],
    ["/bn/panel/Sub-Executive", "/bn/panel/advisory"],
    ["/bn/team/", "/bn/team"],
  ])("%s answers 301 to %s", async (from, to) => {
    const response = await get(from);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  // React Router's lazy route discovery: the browser asks /__manifest?paths=...&version=... for the
  // routes of the links a page shows (react-router's fetchAndApplyManifestPatches).
  it("answers React Router's route discovery for Bangla and English paths with their routes, cacheable", async () => {
    const response = await get(`/__manifest?paths=${encodeURIComponent(["/bn/about", "/bn/events", "/about"].join(","))}&version=${version}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const routes = response.json<Record<string, { path?: string }>>();
    expect(Object.keys(routes)).toEqual(expect.arrayContaining(["bn/about/about", "bn/events/events"]));
    expect(routes["bn/about/about"]?.path).toBe("bn/about");
  });

  it("answers route discovery with another build's version as React Router does: 204, reload the document", async () => {
    const response = await get(`/__manifest?paths=${encodeURIComponent("/bn/about")}&version=not-${version}`);
    expect(response.statusCode).toBe(204);
    expect(response.headers["x-remix-reload-document"]).toBe("true");
    expect(response.headers["cache-control"]).not.toBe("public, max-age=31536000, immutable");
  });

  it("lists both languages' pages in the sitemap", async () => {
    const sitemap = (await get("/sitemap.xml")).body;
    for (const page of publicPaths) for (const lang of langs) expect(sitemap, pathInLang(page, lang)).toMatch(new RegExp(`<loc>[^<]*${escapeRegExp(pathInLang(page, lang))}</loc>`));
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
