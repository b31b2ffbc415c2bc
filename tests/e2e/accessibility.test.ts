import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { banglaPrefix, langs, pathInLang } from "../../src/shared/lang.ts";
import { notFoundPath, publicPaths } from "../../src/shared/routes.ts";
import { gotoHydrated, launchBrowser, openPage, viewports } from "./support/browser.ts";
import { seriousViolations } from "./support/page-checks.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every route in both languages: each English page, then its Bangla twin under /bn. */
const routes = langs.flatMap((lang) => [...publicPaths, notFoundPath].map((path) => pathInLang(path, lang)));

// Each page is loaded once, at phone width, and checked there and again at desktop width: the layout
// follows the window's width (CSS media queries and the components' media listeners), so one load
// serves both checks, and half the loads and hydrations are saved.
describe.concurrent("axe-core at phone and desktop width", () => {
  it.for(routes)("%s has no serious or critical violation", async (path, { expect }) => {
    const { page, context } = await openPage(browser, viewports.phone);
    try {
      await page.goto(baseUrl + path);
      await page.waitForLoadState("networkidle");
      // Let the home splash finish so the page underneath is what gets checked.
      if (path === "/" || path === banglaPrefix) await page.locator("[data-splash]").waitFor({ state: "detached", timeout: 10_000 });
      const serious: Record<string, string[]> = {};
      for (const [name, viewport] of Object.entries(viewports)) {
        await page.setViewportSize(viewport);
        serious[name] = await seriousViolations(page);
      }
      expect(serious).toEqual(Object.fromEntries(Object.keys(viewports).map((name) => [name, []])));
    } finally {
      await context.close();
    }
  });
});

// The check itself: on a page with a missing alt text and text too faint to read, it names both.
it("the axe check names the violations planted on a page", async ({ expect }) => {
  const { page, context } = await openPage(browser, viewports.phone);
  try {
    await gotoHydrated(page, baseUrl + "/about");
    await page.evaluate(() => {
      const picture = document.createElement("img");
      picture.src = "/favicon.ico";
      const faint = document.createElement("p");
      faint.textContent = "Hard to read";
      faint.style.cssText = "color: #eeeeee; background: #ffffff";
      document.querySelector("main")!.append(picture, faint);
    });
    const found = (await seriousViolations(page)).map((violation) => violation.split(":")[0]);
    expect(found).toContain("image-alt");
    expect(found).toContain("color-contrast");
  } finally {
    await context.close();
  }
});
