import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { banglaPrefix, langs, pathInLang } from "../../src/shared/lang.ts";
import { notFoundPath, publicPaths } from "../../src/shared/routes.ts";
import { launchBrowser, openPage, viewports } from "./support/browser.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every route in both languages: each English page, then its Bangla twin under /bn. */
const routes = langs.flatMap((lang) => [...publicPaths, notFoundPath].map((path) => pathInLang(path, lang)));

/** The rules checked: WCAG 2.1 A and AA, and axe's best practices. */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

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
        const results = await new AxeBuilder({ page }).withTags(tags).analyze();
        serious[name] = results.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
      }
      expect(serious).toEqual(Object.fromEntries(Object.keys(viewports).map((name) => [name, []])));
    } finally {
      await context.close();
    }
  });
});
