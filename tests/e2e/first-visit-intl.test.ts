import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { pathInLang } from "../../src/shared/lang.ts";
import { gotoHydrated, launchBrowser, openPage, viewports } from "./support/browser.ts";

// A page's first Intl call loads the browser's locale data: 40-150 ms of main thread on a fresh
// page, four times that on Lighthouse's phone, which the floor of a first visit does not pay. The
// public pages write their numbers and dates by hand (src/shared/number-text.ts, club-time.ts,
// club-time-bn.ts; decision 152); this holds them to it. Intl's formatters and the toLocale*
// methods are wrapped before any of the page's scripts run, and every call is recorded with where
// it came from.

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Plain JavaScript, run in the page before its own scripts: no helper a compiler might add. */
const recordIntlCalls = `(() => {
  const calls = [];
  window.__intlCalls = calls;
  const note = (what) => calls.push(what + " from " + (new Error().stack || "").split("\\n").slice(3, 5).map((line) => line.trim()).join(" < "));
  for (const name of ["NumberFormat", "DateTimeFormat", "Collator", "PluralRules", "RelativeTimeFormat", "ListFormat", "Segmenter", "DisplayNames"]) {
    const Original = Intl[name];
    if (!Original) continue;
    const Recorded = function (...args) { note("Intl." + name); return new Original(...args); };
    Recorded.prototype = Original.prototype;
    Recorded.supportedLocalesOf = Original.supportedLocalesOf;
    Intl[name] = Recorded;
  }
  for (const [proto, methods] of [[Number.prototype, ["toLocaleString"]], [Date.prototype, ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]], [String.prototype, ["localeCompare"]]]) {
    for (const method of methods) {
      const original = proto[method];
      proto[method] = function (...args) { note(method); return original.apply(this, args); };
    }
  }
})();`;

// The routes Lighthouse tracks against the floor, the event lists with their dates and seats, and
// the privacy page with its retention periods, in both languages.
const routes = ["/", "/about", "/team", "/events", "/events/workshops", "/join-us", "/panel/executive", "/privacy-policy"].flatMap((route) => [
  route,
  pathInLang(route, "bn"),
]);

describe("a first visit", () => {
  it.each(routes)("to %s makes no Intl call by the time it has hydrated", async (route) => {
    const { page, context, errors } = await openPage(browser, viewports.phone);
    try {
      await context.addInitScript({ content: recordIntlCalls });
      await gotoHydrated(page, baseUrl + route);
      // The page ran: its text is there, in its language.
      await expect.poll(() => page.locator("footer").textContent()).toContain(route.startsWith("/bn") ? "২০" : "20");
      expect(await page.evaluate(() => (window as unknown as { __intlCalls: string[] }).__intlCalls)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("would see one: the recorder catches a formatter made on the page", async () => {
    const { page, context } = await openPage(browser, viewports.phone);
    try {
      await context.addInitScript({ content: recordIntlCalls });
      await gotoHydrated(page, baseUrl + "/about");
      await page.evaluate(() => [new Intl.NumberFormat("bn-BD").format(1250), (1250).toLocaleString("en")]);
      expect(await page.evaluate(() => (window as unknown as { __intlCalls: string[] }).__intlCalls)).toEqual([
        expect.stringMatching(/^Intl\.NumberFormat from /),
        expect.stringMatching(/^toLocaleString from /),
      ]);
    } finally {
      await context.close();
    }
  });
});
