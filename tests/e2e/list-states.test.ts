import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser.ts";
import { listPages } from "./support/list-pages.ts";
import { startServer, startServerWithoutRows, type RunningServer } from "./support/server.ts";

let browser: Browser;
let emptyServer: RunningServer;
// Loading and failure texts show on a page sent without rows, as the server sends it when it cannot
// read a list (decision 125): here, a server with PAGE_ROWS=off. Then the browser loads the list.
let withoutRows: RunningServer;

beforeAll(async () => {
  [browser, emptyServer, withoutRows] = await Promise.all([
    launchBrowser(),
    startServer({ env: { SEED: "false" } }),
    startServerWithoutRows(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await emptyServer?.stop();
  await withoutRows?.stop();
});

/** Waits (up to Playwright's 30 s, or the given time) for the exact text to be visible. */
const shows = (page: Page, text: string, timeout?: number) => page.getByText(text, { exact: true }).waitFor({ timeout });

describe.concurrent.each(listPages)("$name", ({ path, api, loading, failed, empty }) => {
  it("shows its loading text, then its failure text when the server keeps failing, and logs the failure", async ({ expect }) => {
    const { page, context, errors } = await openPage(browser);
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let calls = 0;
      await page.route(`**${api}`, async (route) => {
        calls += 1;
        await held;
        await route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ statusCode: 500, error: "Internal Server Error", message: "Something went wrong on our side." }),
        });
      });
      await page.goto(withoutRows.url + path);
      await shows(page, loading);
      expect(await page.getByRole("status").filter({ hasText: loading }).count()).toBe(1);
      release();
      // Three retries with back-off (1 s, 2 s, 4 s) come before the failure is shown.
      await shows(page, failed, 40_000);
      expect(calls).toBe(4);
      expect(await page.getByText(loading, { exact: true }).count()).toBe(0);
      expect(errors.some((e) => e.startsWith("Could not load"))).toBe(true);
      if (failed !== empty) {
        expect(await page.getByRole("alert").filter({ hasText: failed }).count()).toBe(1);
      }
    } finally {
      await context.close();
    }
  });

  it("shows its empty text when the database has no rows", async ({ expect }) => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(emptyServer.url + path);
      await shows(page, empty);
      expect(await page.locator("main article, main table").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

it("the error text of the sub-executive page is red", async () => {
  const { page, context } = await openPage(browser);
  try {
    await page.route("**/api/sub-executive-members", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto(`${withoutRows.url}/panel/advisory`);
    const alert = page.getByRole("alert").filter({ hasText: "Error loading sub-executive members" });
    await alert.waitFor({ timeout: 25_000 });
    const [r, g, b] = (await alert.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number) as [number, number, number];
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
  } finally {
    await context.close();
  }
});
