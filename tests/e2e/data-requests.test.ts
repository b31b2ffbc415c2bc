import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { apiPaths } from "../../src/shared/api/paths.ts";
import { paths } from "../../src/shared/routes.ts";
import { gotoHydrated, launchBrowser, openPage } from "./support/browser.ts";
import { listPages } from "./support/list-pages.ts";
import { startServerWithoutRows, type RunningServer } from "./support/server.ts";

// How many requests a data page makes for its list (lib/api-data.ts, decisions 049 and 125):
// none on a cold visit, since the server sends the rows in the HTML; a page visited again within the
// visit shows the rows it already has without asking again. A page sent without its rows
// (PAGE_ROWS=off, as when the server cannot read a list) asks for them once.

const baseUrl = inject("baseUrl");
let browser: Browser;
let withoutRows: RunningServer;

beforeAll(async () => {
  [browser, withoutRows] = await Promise.all([
    launchBrowser(),
    startServerWithoutRows(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await withoutRows?.stop();
});

const dataPages = [
  { name: "Our Team", path: paths.team, api: apiPaths.teamMembers },
  { name: "Events", path: paths.events, api: apiPaths.events },
  ...listPages.map(({ name, path, api }) => ({ name, path, api })),
];

/** Counts, from now on, the network requests for `api` and the page's own `fetch()` calls for it. */
async function countRequests(page: Page, api: string) {
  const network = { count: 0 };
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === api) network.count += 1;
  });
  // A string, not a function: tsx's helpers would not exist in the page.
  await page.addInitScript(`
    window.apiFetches = [];
    {
      const original = window.fetch;
      window.fetch = (input, init) => {
        window.apiFetches.push(String(input instanceof Request ? new URL(input.url).pathname : input));
        return original(input, init);
      };
    }
  `);
  return {
    network: () => network.count,
    fetches: () => page.evaluate((path) => (window as unknown as { apiFetches: string[] }).apiFetches.filter((url) => url === path).length, api),
  };
}

const rows = (page: Page) => page.locator("main article, main table tbody tr");

describe.concurrent.each(dataPages)("$name", ({ path, api }) => {
  it("makes no API request on a cold visit: the rows come with the HTML", async ({ expect }) => {
    const { page, context, errors } = await openPage(browser);
    try {
      const requests = await countRequests(page, api);
      await gotoHydrated(page, baseUrl + path);
      await rows(page).first().waitFor();
      await page.waitForTimeout(500);
      expect(await requests.fetches()).toBe(0);
      expect(requests.network()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows its rows without any JavaScript", async ({ expect }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(baseUrl + path);
      expect(await rows(page).count()).toBeGreaterThan(0);
      expect(await page.getByText("Loading", { exact: false }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("asks the API once when sent without rows: one fetch, one network request", async ({ expect }) => {
    const { page, context, errors } = await openPage(browser);
    try {
      const requests = await countRequests(page, api);
      await gotoHydrated(page, withoutRows.url + path);
      await rows(page).first().waitFor();
      await page.waitForTimeout(500);
      expect(await requests.fetches()).toBe(1);
      // One request on the wire too: nothing else (a cache, a retry) asks the API beside the fetch.
      expect(requests.network()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows its rows at once, without a request, when the visitor comes back within a minute", async ({ expect }) => {
    const { page, context, errors } = await openPage(browser);
    try {
      const requests = await countRequests(page, api);
      await gotoHydrated(page, baseUrl + path);
      await rows(page).first().waitFor();
      const shown = await rows(page).count();

      // Away to the home page and back, inside the app (no page load), watching for 'Loading...'.
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.evaluate(() => {
        const seen = { loading: false };
        (window as unknown as { loadingSeen: typeof seen }).loadingSeen = seen;
        new MutationObserver(() => {
          if ([...document.querySelectorAll('main [role="status"]')].some((el) => el.textContent?.includes("Loading"))) seen.loading = true;
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      await page.goBack();
      await page.waitForURL(baseUrl + path);
      await rows(page).first().waitFor();
      expect(await rows(page).count()).toBe(shown);
      expect(await page.evaluate(() => (window as unknown as { loadingSeen: { loading: boolean } }).loadingSeen.loading)).toBe(false);
      // No request at all: the rows came with the HTML and are still fresh on the way back.
      await page.waitForTimeout(300);
      expect(await requests.fetches()).toBe(0);
      expect(requests.network()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
