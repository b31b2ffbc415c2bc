import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, inject, it, type ExpectStatic } from "vitest";
import { apiPaths } from "../../src/shared/api/paths.ts";
import { pathInLang, type Lang } from "../../src/shared/lang.ts";
import { paths } from "../../src/shared/routes.ts";
import { listsText as listsBn } from "../../src/web/content/bn/lists.ts";
import { panelContent as panelBn } from "../../src/web/content/bn/panel.ts";
import { siteText as siteBn } from "../../src/web/content/bn/site.ts";
import { gotoHydrated, launchBrowser, openPage } from "./support/browser.ts";

// A phone losing its signal between pages (decision 139): the click's data request (`.data`) is
// aborted, and so are the page's own API requests until the signal is back. The page keeps its
// frame, shows its loading text while the list is tried again (1 s, 2 s, 4 s), then its error text
// with a Retry button that brings the rows once the network is back; never the router's error page.

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The words each language's page is checked for. English is written out, so a changed text fails a test. */
const texts: Record<Lang, { link: string; main: string; loading: string; failed: string; retry: string }> = {
  en: {
    link: "Meet the committee",
    main: "Main",
    loading: "Loading...",
    failed: "Error loading executive members",
    retry: "Retry",
  },
  bn: {
    link: panelBn.groups.find((group) => group.path === paths.executive)!.buttonLabel,
    main: siteBn.mainNavLabel,
    loading: listsBn.states.executive.loading ?? siteBn.common.loading,
    failed: listsBn.states.executive.error!,
    retry: siteBn.common.retry,
  },
};

const dataRequest = /\.data(\?|$)/;

/** Cuts the network: every `.data` request, and the page's API requests for `api`, fail as without signal. */
async function cutNetwork(page: Page, api: string) {
  await page.route(dataRequest, (route) => route.abort("internetdisconnected"));
  let apiCalls = 0;
  await page.route(`**${api}`, (route) => {
    apiCalls += 1;
    return route.abort("internetdisconnected");
  });
  return {
    apiCalls: () => apiCalls,
    restore: async () => {
      await page.unroute(dataRequest);
      await page.unroute(`**${api}`);
    },
  };
}

/** The site's frame: the header's main navigation and the footer. */
async function expectFrame(page: Page, mainNav: string, expect: ExpectStatic) {
  expect(await page.getByRole("navigation", { name: mainNav }).count()).toBeGreaterThan(0);
  expect(await page.getByRole("contentinfo").count()).toBe(1);
}

describe.each(["en", "bn"] as const)("in %s", (lang) => {
  const t = texts[lang];

  it("a list page whose data request is aborted during a click shows the frame, its loading text, its error text and Retry", async ({ expect }) => {
    const { page, context, errors } = await openPage(browser);
    try {
      await gotoHydrated(page, baseUrl + pathInLang(paths.panel, lang));
      const network = await cutNetwork(page, apiPaths.executiveMembers);
      await page.getByRole("link", { name: t.link }).first().click();
      await page.waitForURL(baseUrl + pathInLang(paths.executive, lang));

      await page.locator("main").getByText(t.loading, { exact: true }).waitFor();
      await expectFrame(page, t.main, expect);
      // Three retries with back-off (1 s, 2 s, 4 s) come before the failure is shown.
      await page.getByRole("alert").filter({ hasText: t.failed }).waitFor({ timeout: 30_000 });
      expect(network.apiCalls()).toBe(4);
      await expectFrame(page, t.main, expect);
      expect(await page.getByText("Unexpected Application Error!").count()).toBe(0);
      expect(await page.getByText("Failed to fetch").count()).toBe(0);
      expect(await page.locator("main article").count()).toBe(0);

      // The signal is back: Retry brings the rows.
      await network.restore();
      await page.getByRole("button", { name: t.retry, exact: true }).click();
      await page.locator("main article").first().waitFor();
      expect(await page.getByText(t.failed).count()).toBe(0);
      expect(errors.every((error) => error.startsWith("Could not load") || /Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(error))).toBe(true);
    } finally {
      await context.close();
    }
  });
});

it("a navigation that waits shows the loading text at once in the frame, not a frozen page", async ({ expect }) => {
  const { page, context } = await openPage(browser);
  try {
    await gotoHydrated(page, baseUrl + paths.panel);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(dataRequest, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: texts.en.link }).first().click();
    await page.getByRole("status").filter({ hasText: "Loading..." }).waitFor({ timeout: 5_000 });
    expect(new URL(page.url()).pathname).toBe(paths.panel);
    release();
    await page.locator("main article").first().waitFor();
    await page.getByRole("status").filter({ hasText: "Loading..." }).waitFor({ state: "detached" });
  } finally {
    await context.close();
  }
});
