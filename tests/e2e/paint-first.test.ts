import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { paths } from "../../src/shared/routes.ts";
import { gotoHydrated, launchBrowser, openPage, viewports } from "./support/browser.ts";

// A first visit paints from the HTML alone; the page's JavaScript is only asked for once that paint
// is on screen, so that it does not share the phone's connection with the paint (src/web/lib/start-modules.ts,
// docs/decisions/125). The page still hydrates, with no error and nothing refused by its
// Content-Security-Policy.

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Timings {
  firstContentfulPaint: number | undefined;
  /** When each of the site's modules was asked for, by path. */
  modules: { path: string; startTime: number }[];
}

describe("the page's modules", () => {
  // Home (prerendered, with its splash), a prerendered text page, and a page React Router renders
  // in the server with its rows.
  it.each([paths.home, "/about/history", paths.events])("are asked for after the first contentful paint of %s, which then hydrates", async (route) => {
    const { page, context, errors } = await openPage(browser, viewports.phone);
    try {
      await gotoHydrated(page, baseUrl + route);
      const timings = await page.evaluate<Timings>(() => ({
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        modules: performance
          .getEntriesByType("resource")
          .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }))
          .filter((entry) => entry.path.startsWith("/assets/") && entry.path.endsWith(".js")),
      }));
      expect(timings.firstContentfulPaint, "a first contentful paint").toBeGreaterThan(0);
      // The framework chunk, the route's module and the client entry among them.
      expect(timings.modules.map((module) => module.path)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/assets\/framework-/), expect.stringMatching(/^\/assets\/entry\.client-/)]),
      );
      for (const module of timings.modules) expect(module.startTime, module.path).toBeGreaterThanOrEqual(timings.firstContentfulPaint ?? Infinity);
      // The router's scripts ran once: one module script, outside the <noscript> that carried it.
      expect(await page.locator('body > script[type="module"]').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the page's module script", () => {
  // The router's script imported every route module statically, so the browser evaluated the whole
  // module graph, the framework chunk and the page's modules, in one long task after the first paint
  // (docs/decisions/125). The start-up script makes each preloaded module its own task, the framework
  // chunk among the first and the client entry, which hydrates, last.
  it.each([paths.about, paths.events, "/bn/join-us"])("on %s evaluates the page's modules one a task before the client entry", async (route) => {
    const { page, context, errors } = await openPage(browser, viewports.phone);
    try {
      await gotoHydrated(page, baseUrl + route);
      const text = (await page.locator('body > script[type="module"]').textContent()) ?? "";
      expect(text).not.toMatch(/^\s*import /m);
      const evaluations = [...text.matchAll(/await import\("(\/assets\/[^"]+)"\); await nextTask\(\);/g)].map((match) => match[1] ?? "");
      expect(evaluations.some((href) => /^\/assets\/framework-/.test(href)), "the framework chunk in a task of its own").toBe(true);
      expect(evaluations.some((href) => /^\/assets\/entry\.client-/.test(href)), "the client entry not before the rest").toBe(false);
      expect(text.lastIndexOf('import("/assets/entry.client-')).toBeGreaterThan(text.lastIndexOf("await nextTask()"));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
