import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { paths, type PageKey } from "../../src/shared/routes.ts";
import { pageTexts } from "../../src/web/content/pages/index.ts";
import { launchBrowser, openPage } from "./support/browser.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.concurrent("every route", () => {
  const routes = Object.entries(paths) as [PageKey, string][];

  it.for(routes)("%s answers 200 from the server with its title and heading in the HTML", async ([key, path], { expect }) => {
    const response = await fetch(baseUrl + path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>");
    expect(html).toContain('name="description"');
    expect(html).toContain(escapeHtml(pageTexts[key].heading));
  });

  it.for(routes)("%s shows its heading in the browser without errors", async ([key, path], { expect }) => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(baseUrl + path);
      await expect.poll(() => page.locator("h1").first().textContent()).toBe(pageTexts[key].heading);
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("an unknown path", () => {
  it("answers 404 with the 404 page, which links home and logs the path", async () => {
    const response = await fetch(`${baseUrl}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");

    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/no/such/page`);
      await expect.poll(() => page.locator("h1").textContent()).toBe("Oops! Page not found");
      // The path is logged once the app has run, which is after the prerendered heading shows.
      await expect.poll(() => errors.some((e) => e.includes("/no/such/page"))).toBe(true);
      await page.getByRole("link", { name: "Return to Home" }).click();
      await page.waitForURL(`${baseUrl}/`);
    } finally {
      await context.close();
    }
  });
});

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
}
