import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { aboutContent } from "../../src/web/content/about.ts";
import { clubStats } from "../../src/web/content/club-facts.ts";
import { departmentTexts } from "../../src/web/content/departments.ts";
import { historyContent } from "../../src/web/content/history.ts";
import { homeContent } from "../../src/web/content/home.ts";
import { missionContent } from "../../src/web/content/mission.ts";
import { notFoundContent } from "../../src/web/content/not-found.ts";
import { siteText } from "../../src/web/content/site.ts";
import { visionContent } from "../../src/web/content/vision.ts";
import { departments } from "../../src/shared/departments.ts";
import { gotoHydrated, launchBrowser, openPage, viewports, screenshotForPeople } from "./support/browser.ts";
import { seriousViolations } from "./support/page-checks.ts";

// The language switch: on every page, in the header and in the phone menu, a link to
// the same page in the other language that remembers the choice for the home page; and the
// Bengali font, which Bangla pages load and English pages never ask for.

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Records the Bengali font files the page asks for. */
function watchBengaliFont(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (/noto-sans-bengali.*\.woff2/.test(request.url())) requested.push(request.url());
  });
  return requested;
}

/** Every English text of the frame's catalogs a visitor could read (paths and icon names are not texts). */
function englishTexts(value: unknown): string[] {
  if (typeof value === "string") return /^\//.test(value) || !/[A-Za-z]{3}/.test(value) || !/[ A-Z]/.test(value) ? [] : [value];
  if (typeof value === "function") return [];
  if (Array.isArray(value)) return value.flatMap(englishTexts);
  if (value && typeof value === "object") return Object.values(value).flatMap(englishTexts);
  return [];
}
// Names of things, the same in both languages: the networks, and the switch's own label.
const allowed = new Set(["Facebook", "Instagram", "LinkedIn", "YouTube", "English"]);
const englishCatalog = [
  ...englishTexts([siteText, homeContent, clubStats, departmentTexts, aboutContent, missionContent, visionContent, historyContent, notFoundContent]),
  ...departments.map((d) => d.name),
].filter((text) => !allowed.has(text));

const langCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === "lang");

describe("the language switch", () => {
  it("leads from an English page to the same page in Bangla and back, and remembers Bangla for the home page", async () => {
    const { page, context, errors } = await openPage(browser, viewports.desktop);
    try {
      await gotoHydrated(page, `${baseUrl}/about/history?from=test#history-growth`);
      expect(await page.locator("html").getAttribute("lang")).toBe("en");

      const toBangla = page.locator("header").getByRole("link", { name: /বাংলা/ }).first();
      expect(await toBangla.getAttribute("hreflang")).toBe("bn");
      expect(await toBangla.locator("[lang=bn]").textContent()).toBe("বাংলা");
      await toBangla.click();
      await page.waitForURL(`${baseUrl}/bn/about/history?from=test#history-growth`);
      await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("bn");
      expect(await page.locator("h1").textContent()).toBe("আমাদের ইতিহাস");
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali"', "আ"))).toBe(true);
      expect((await langCookie(page))?.value).toBe("bn");
      const cookie = (await langCookie(page))!;
      expect(cookie.sameSite).toBe("Lax");
      expect(cookie.path).toBe("/");
      expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

      // The frame is in Bangla, and its links stay in Bangla.
      const nav = page.getByRole("navigation", { name: "প্রধান" });
      expect(await nav.getByRole("link", { name: "প্রথম পাতা" }).getAttribute("href")).toBe("/bn");
      // Only the current page's item is lit: not Home, whose /bn starts every Bangla path.
      expect(await nav.getByRole("link", { name: "প্রথম পাতা" }).getAttribute("class")).not.toContain("bg-brand-700");
      expect(await nav.getByRole("button", { name: "আমাদের সম্পর্কে" }).getAttribute("class")).toContain("bg-brand-700");
      expect(await page.locator("footer").getByRole("link", { name: "যোগাযোগ" }).getAttribute("href")).toBe("/bn/contact");

      // Home remembers the choice: the English home page sends this visitor to /bn.
      await gotoHydrated(page, `${baseUrl}/`);
      expect(new URL(page.url()).pathname).toBe("/bn");
      expect(await page.locator("html").getAttribute("lang")).toBe("bn");
      // Other English pages stay what they are.
      await gotoHydrated(page, `${baseUrl}/about`);
      expect(new URL(page.url()).pathname).toBe("/about");

      // Back to English from a Bangla page: the cookie goes, and home is English again.
      await gotoHydrated(page, `${baseUrl}/bn/about/mission`);
      const toEnglish = page.locator("header").getByRole("link", { name: /English/ }).first();
      expect(await toEnglish.getAttribute("hreflang")).toBe("en");
      await toEnglish.click();
      await page.waitForURL(`${baseUrl}/about/mission`);
      await expect.poll(() => page.locator("h1").textContent()).toBe("Our Mission");
      expect(await langCookie(page)).toBeUndefined();
      await gotoHydrated(page, `${baseUrl}/`);
      expect(new URL(page.url()).pathname).toBe("/");
      expect(errors.filter((e) => !/404 Error/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("is reachable by keyboard in the header, and in the phone menu", async () => {
    const { page, context } = await openPage(browser, viewports.desktop);
    try {
      await gotoHydrated(page, `${baseUrl}/about`);
      let reached = false;
      for (let i = 0; i < 40 && !reached; i++) {
        await page.keyboard.press("Tab");
        reached = await page.evaluate(() => document.activeElement?.getAttribute("hreflang") === "bn");
      }
      expect(reached).toBe(true);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${baseUrl}/bn/about`);
      expect(await page.locator("h1").textContent()).toBe("আমাদের সম্পর্কে");
    } finally {
      await context.close();
    }

    const phone = await openPage(browser, viewports.phone);
    try {
      await gotoHydrated(phone.page, `${baseUrl}/bn/about/vision`);
      await phone.page.getByRole("button", { name: "মেনু খুলুন" }).click();
      const inMenu = phone.page.locator("#mobile-menu").getByRole("link", { name: /English/ });
      await inMenu.focus();
      expect(await inMenu.evaluate((el) => el === document.activeElement)).toBe(true);
      await phone.page.keyboard.press("Enter");
      await phone.page.waitForURL(`${baseUrl}/about/vision`);
      expect(await phone.page.locator("h1").textContent()).toBe("Our Vision");
    } finally {
      await phone.context.close();
    }
  });

  it("Bangla pages take the device's Noto Sans Bengali, and where it has none, the site's own files", async () => {
    const { page, context } = await openPage(browser, viewports.desktop);
    try {
      await gotoHydrated(page, `${baseUrl}/bn/about`);
      const css = (await page.locator("#bengali-font-stylesheet").textContent()) ?? "";
      const faces = [...css.matchAll(/@font-face\{font-family:"Noto Sans Bengali";[^}]*font-weight:(\d+);[^}]*src:([^;]+);/g)];
      expect(faces.map(([, weight]) => weight)).toEqual(["400", "700"]);
      const files: string[] = [];
      for (const [, weight = "", src = ""] of faces) {
        const name = weight === "400" ? "Regular" : "Bold";
        // The device's copy by its full and PostScript names, then the file.
        expect(src).toMatch(new RegExp(`^local\\("Noto Sans Bengali ${name}"\\),local\\("NotoSansBengali-${name}"\\),url\\((/assets/[^)]+\\.woff2)\\) format\\("woff2"\\)$`));
        files.push(/url\(([^)]+)\)/.exec(src)?.[1] ?? "");
      }
      // No preload: a device with the font downloads nothing.
      expect(await page.locator('link[rel=preload][as=font]').count()).toBe(0);
      for (const file of files) {
        const response = await page.request.get(baseUrl + file);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toBe("font/woff2");
        expect(response.headers()["cache-control"]).toContain("immutable");
        // A font the browser can use, with Bengali letters in it.
        const loaded = await page.evaluate(async (url) => {
          const face = new FontFace("Site Bengali Check", `url(${url})`);
          document.fonts.add(await face.load());
          return document.fonts.check('16px "Site Bengali Check"', "আ");
        }, file);
        expect(loaded).toBe(true);
      }
    } finally {
      await context.close();
    }
  });

  it("English pages never ask for the Bengali font", async () => {
    const { page, context } = await openPage(browser, viewports.desktop);
    try {
      const font = watchBengaliFont(page);
      for (const path of ["/about", "/about/history", "/404"]) {
        await gotoHydrated(page, baseUrl + path);
        await page.waitForLoadState("networkidle");
      }
      await gotoHydrated(page, `${baseUrl}/`);
      await page.waitForLoadState("networkidle");
      expect(font).toEqual([]);
      expect(await page.locator("#bengali-font-stylesheet").count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("the header with the switch", () => {
  it.each([1024, 1280])("fits on one line at %d px in both languages, nothing overflowing", async (width) => {
    const { page, context } = await openPage(browser, { width, height: 800 });
    try {
      for (const path of ["/about", "/bn/about"]) {
        await gotoHydrated(page, baseUrl + path);
        const bar = page.locator("header > div").first();
        const { scroll, client, height } = await bar.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, height: el.getBoundingClientRect().height }));
        expect(scroll, path).toBeLessThanOrEqual(client);
        expect(height, path).toBe(64);
        const right = await page.locator("header").getByRole("link", { name: path === "/about" ? /বাংলা/ : /English/ }).first().evaluate((el) => el.getBoundingClientRect().right);
        expect(right, path).toBeLessThanOrEqual(width);
      }
    } finally {
      await context.close();
    }
  });
});

describe("the frame's Bangla pages", () => {
  it.each(["/bn", "/bn/about", "/bn/about/mission", "/bn/about/vision", "/bn/about/history", "/bn/no-such-page"])(
    "%s is in Bangla, and axe finds no serious or critical violation",
    async (path) => {
      const { page, context } = await openPage(browser, viewports.phone);
      try {
        const response = await page.goto(baseUrl + path);
        expect(response?.status()).toBe(path === "/bn/no-such-page" ? 404 : 200);
        await page.waitForLoadState("networkidle");
        if (path === "/bn") await page.waitForTimeout(3200);
        expect(await page.locator("html").getAttribute("lang")).toBe("bn");
        expect(await page.locator("h1").first().textContent()).toMatch(/[\u0980-\u09FF]/);
        // No text of the English catalogs is visible; the phone menu is opened, so its items count too.
        await page.getByRole("button", { name: "মেনু খুলুন" }).click();
        await page.locator("#mobile-menu").waitFor();
        const visible = await page.locator("body").innerText();
        expect(englishCatalog.filter((text) => visible.includes(text))).toEqual([]);
        await page.getByRole("button", { name: "মেনু বন্ধ করুন" }).click();
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe("the Bangla home page's figures", () => {
  // Where the labels wrap to different numbers of lines: a phone, and four narrow columns at 1100 px.
  it.each([["phone", viewports.phone], ["narrow-desktop", { width: 1100, height: 900 }], ["desktop", viewports.desktop]] as const)(
    "stand on one baseline in each row, in Bangla digits (%s)",
    async (_name, viewport) => {
      const { page, context } = await openPage(browser, viewport);
      try {
        await page.goto(`${baseUrl}/bn`);
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(3200);
        const figures = await page.locator("main dl dd").evaluateAll((cells) =>
          cells.map((cell) => {
            const box = cell.getBoundingClientRect();
            return { text: cell.textContent ?? "", top: Math.round(box.top), bottom: Math.round(box.bottom) };
          }),
        );
        expect(figures.length).toBe(4);
        for (const figure of figures) expect(figure.text).toMatch(/^[০-৯]+$/);
        // Figures in one row (the same top within a few pixels) share their bottom edge: one baseline,
        // however many lines each label under them takes.
        const rows = new Map<number, number[]>();
        for (const figure of figures) {
          const row = [...rows.keys()].find((top) => Math.abs(top - figure.top) < 40) ?? figure.top;
          rows.set(row, [...(rows.get(row) ?? []), figure.bottom]);
        }
        for (const bottoms of rows.values()) expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThanOrEqual(1);
        await screenshotForPeople(page.locator("main dl").first(), { path: `.tmp/bn-home-figures-${_name}.png` });
      } finally {
        await context.close();
      }
    },
  );
});
