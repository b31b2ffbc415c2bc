import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { paths } from "../../src/shared/routes.ts";
import { siteConfig } from "../../src/shared/site-config.ts";
import { pageViewSessionKey } from "#features/home/ui/splash-gate.ts";
import { pageTexts } from "../../src/web/content/pages/index.ts";
import { subPageLinks } from "../../src/web/content/sub-pages.ts";
import { gotoHydrated, launchBrowser, openPage, viewports } from "./support/browser.ts";

// What a first-time visitor tripped over (items 4-8 and 11), each at phone and desktop width.

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function withPage(viewport: { width: number; height: number }, run: (page: Page, errors: string[]) => Promise<void>) {
  const { page, context, errors } = await openPage(browser, viewport);
  try {
    await run(page, errors);
  } finally {
    await context.close();
  }
}

const card = (page: Page, title: string) => page.locator("main article").filter({ has: page.getByRole("heading", { name: title }) });
const splashShown = (page: Page) => page.locator("[data-splash]").isVisible();

describe.each(Object.entries(viewports))("at %s width", (_name, viewport) => {
  it("an upcoming event with no way to register says so instead of inviting registration (item 4)", async () => {
    await withPage(viewport, async (page, errors) => {
      await gotoHydrated(page, baseUrl + paths.events);
      const astronomy = card(page, "Winter Astronomy Night: Geminids and Orion");
      expect(await astronomy.getByRole("button").count()).toBe(0);
      expect(await astronomy.getByText("No registration needed", { exact: true }).isVisible()).toBe(true);
      expect(await astronomy.textContent()).not.toMatch(/register now/i);
      // An event with a form still invites registration.
      expect(await card(page, "Robotics Workshop: Build a Line-Following Robot").getByRole("button", { name: /^Register Now/ }).count()).toBe(1);
      expect(errors).toEqual([]);
    });
  });

  it("project cards without a picture leave no tall blank space under their text (item 5)", async () => {
    await withPage(viewport, async (page) => {
      await page.goto(baseUrl + paths.projects);
      await page.locator("main article").first().waitFor();
      // The blank height between the last thing a card shows (text, picture, button) and its bottom edge.
      const blanks = await page.locator("main article").evaluateAll((cards) =>
        cards.map((article) => {
          let contentBottom = article.getBoundingClientRect().top;
          const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) contentBottom = Math.max(contentBottom, rect.bottom);
          }
          for (const shown of article.querySelectorAll("a, img, [aria-hidden]")) contentBottom = Math.max(contentBottom, shown.getBoundingClientRect().bottom);
          return { title: article.querySelector("h2")?.textContent, blank: article.getBoundingClientRect().bottom - contentBottom };
        }),
      );
      expect(blanks.length).toBeGreaterThan(0);
      // Padding, and a shorter text than the row's longest, leave some; a missing picture left about 200 px more.
      for (const { title, blank } of blanks) expect(blank, String(title)).toBeLessThan(170);
    });
  });

  it("a club partner's bio cut to three lines has Read more, which shows the rest in place, by mouse or keyboard (item 5)", async () => {
    await withPage(viewport, async (page, errors) => {
      await gotoHydrated(page, baseUrl + paths.clubPartners);
      const farzana = card(page, "Dr. Farzana Rahman");
      const readMore = farzana.getByRole("button", { name: "Read more about Dr. Farzana Rahman" });
      await readMore.waitFor();
      expect(await readMore.getAttribute("aria-expanded")).toBe("false");
      const bio = farzana.locator(`[id="${await readMore.getAttribute("aria-controls")}"]`);
      const lines = () => bio.evaluate((p) => Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight)));
      expect(await lines()).toBe(3);

      await readMore.focus();
      await page.keyboard.press("Enter");
      const showLess = farzana.getByRole("button", { name: "Show less about Dr. Farzana Rahman" });
      expect(await showLess.getAttribute("aria-expanded")).toBe("true");
      expect(await lines()).toBeGreaterThan(3);
      await showLess.click();
      expect(await lines()).toBe(3);

      // A bio short enough to show whole has no button.
      expect(await card(page, "Nazmul Huda").getByRole("button").count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it("Events, Projects and Publications link the pages beneath them (item 7)", async () => {
    const parents = [
      [paths.events, subPageLinks.events],
      [paths.projects, subPageLinks.projects],
      [paths.publications, subPageLinks.publications],
    ] as const;
    await withPage(viewport, async (page, errors) => {
      for (const [parent, content] of parents) {
        await gotoHydrated(page, baseUrl + parent);
        const nav = page.getByRole("navigation", { name: content.label });
        expect(await nav.isVisible()).toBe(true);
        for (const link of content.links) {
          expect(await nav.getByRole("link", { name: link.label }).getAttribute("href")).toBe(link.path);
        }
        const last = content.links.at(-1)!;
        await nav.getByRole("link", { name: last.label }).click();
        await page.waitForURL(baseUrl + last.path);
        await expect.poll(() => page.locator("h1").textContent()).toBe(last.label);
      }
      // Each link's label is its page's own heading.
      const headings = new Map(Object.values(pageTexts).map((text) => [text.page, text.heading]));
      const pageOf = (path: string) => Object.entries(paths).find(([, p]) => p === path)?.[0];
      for (const [, content] of parents) for (const link of content.links) expect(headings.get(pageOf(link.path) as never)).toBe(link.label);
      expect(errors).toEqual([]);
    });
  });

  it("times read the same on every page: the 12-hour clock with AM or PM (item 11)", async () => {
    await withPage(viewport, async (page) => {
      for (const path of [paths.events, paths.upcomingEvents, paths.contact]) {
        await page.goto(baseUrl + path);
        await page.locator("main h1").waitFor();
        const text = await page.locator("main").innerText();
        const times = text.match(/\b\d{1,2}:\d{2}\b(?: ?[AP]M)?/g) ?? [];
        expect(times.length, path).toBeGreaterThan(0);
        for (const time of times) expect(time, path).toMatch(/^(1[0-2]|[1-9]):[0-5]\d [AP]M$/);
      }
      await page.goto(baseUrl + paths.events);
      expect(await card(page, "Winter Astronomy Night: Geminids and Orion").getByText("Sunday, 13 December 2026, 8:00 PM").count()).toBe(1);
    });
  });

  it("the splash greets only a session's first arrival, and a tap or a key skips it (item 8)", async () => {
    await withPage(viewport, async (page, errors) => {
      await page.goto(baseUrl + paths.home, { waitUntil: "domcontentloaded" });
      expect(await splashShown(page)).toBe(true);
      // A key skips it at once, also before the page has hydrated.
      await page.keyboard.press("Shift");
      expect(await splashShown(page)).toBe(false);

      // Opening home again in the same session: no splash, from the first paint.
      await page.goto(baseUrl + paths.home, { waitUntil: "domcontentloaded" });
      expect(await splashShown(page)).toBe(false);

      // Home from the menu of another page: no splash either.
      await gotoHydrated(page, baseUrl + paths.team);
      if (viewport.width < 1024) await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("link", { name: "Home", exact: true }).first().click();
      await page.waitForURL(`${baseUrl}/`);
      expect(await page.locator("[data-splash]").count()).toBe(0);
      expect(errors).toEqual([]);
    });

    // Another session, arriving on home: the splash shows, and a tap skips it.
    await withPage(viewport, async (page) => {
      await page.goto(baseUrl + paths.home, { waitUntil: "domcontentloaded" });
      expect(await splashShown(page)).toBe(true);
      await page.mouse.click(viewport.width / 2, viewport.height / 2);
      expect(await splashShown(page)).toBe(false);
      await page.locator("[data-splash]").waitFor({ state: "detached", timeout: 5000 });
    });

    // A session that began on another page has arrived already: home comes without the splash.
    await withPage(viewport, async (page) => {
      await gotoHydrated(page, baseUrl + paths.about);
      // The page-view log has begun the session (src/features/page-views/ui/page-views.ts).
      await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, pageViewSessionKey);
      await page.goto(baseUrl + paths.home, { waitUntil: "domcontentloaded" });
      expect(await splashShown(page)).toBe(false);
    });
  });
});

describe("the desktop header (item 6)", () => {
  it.each([1024, 1093, 1279, 1280, 1440])("fits on one line at %i px: no label wraps, the club's name is whole", async (width) => {
    await withPage({ width, height: 800 }, async (page) => {
      await page.goto(baseUrl + paths.about);
      const layout = await page.getByRole("banner").evaluate((element, shortName) => {
        const nav = element.querySelector<HTMLElement>('nav[aria-label="Main"]')!;
        const items = Array.from(nav.querySelectorAll<HTMLElement>(":scope > ul > li > a, :scope > ul > li > div > button"));
        // The lines an element's text takes (its icons left out).
        const lineCount = (el: HTMLElement) => {
          const tops = new Set<number>();
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
          }
          return tops.size;
        };
        const brand = element.querySelector<HTMLElement>("a")!;
        const name = Array.from(brand.querySelectorAll("span")).find((span) => span.textContent === shortName)!;
        return {
          navShown: nav.offsetParent !== null,
          wrapped: items.filter((item) => lineCount(item) > 1).map((item) => item.textContent),
          itemsInOneRow: new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size === 1,
          nameText: name.textContent,
          nameCut: name.scrollWidth > name.clientWidth + 1 || lineCount(name) > 1,
          nameRight: name.getBoundingClientRect().right,
          navLeft: nav.getBoundingClientRect().left,
          navRight: nav.getBoundingClientRect().right,
          headerHeight: element.getBoundingClientRect().height,
        };
      }, siteConfig.shortName);
      expect(layout.navShown).toBe(true);
      expect(layout.wrapped).toEqual([]);
      expect(layout.itemsInOneRow).toBe(true);
      expect(layout.nameText).toBe(siteConfig.shortName);
      expect(layout.nameCut).toBe(false);
      expect(layout.nameRight).toBeLessThanOrEqual(layout.navLeft);
      expect(layout.navRight).toBeLessThanOrEqual(width);
      expect(layout.headerHeight).toBeLessThanOrEqual(66);
    });
  });

  it("on a phone, shows the club's name whole beside the menu button", async () => {
    await withPage(viewports.phone, async (page) => {
      await page.goto(baseUrl + paths.about);
      const name = page.getByRole("banner").getByRole("link").first().getByText(siteConfig.shortName, { exact: true });
      expect(await name.isVisible()).toBe(true);
      expect(await name.evaluate((span) => span.scrollWidth <= span.clientWidth + 1)).toBe(true);
      expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(true);
    });
  });
});
