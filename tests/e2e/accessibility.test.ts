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

describe.concurrent.each(Object.entries(viewports))("axe-core at %s width", (_name, viewport) => {
  it.for(routes)("%s has no serious or critical violation", async (path, { expect }) => {
    const { page, context } = await openPage(browser, viewport);
    try {
      await page.goto(baseUrl + path);
      await page.waitForLoadState("networkidle");
      // Let the home splash finish so the page underneath is what gets checked.
      if (path === "/" || path === banglaPrefix) await page.waitForTimeout(3200);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
      const serious = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
      expect(serious).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
