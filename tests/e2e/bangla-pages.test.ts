import { statSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ClubEvent } from "../../src/shared/api/events.ts";
import { apiPaths } from "../../src/shared/api/paths.ts";
import { dataPageLists } from "../../src/shared/data-pages.ts";
import { eventPath } from "#features/events/slug.ts";
import { banglaPrefix, langOfPath, pathInLang } from "../../src/shared/lang.ts";
import { paths, publicPaths } from "../../src/shared/routes.ts";
import { applicationPayload, markedApplicant } from "../support/factories.ts";
import { allowedOn, englishCatalogFiles, findEnglish, isWords, latinAllowList, loadEnglishCatalog, objectKeys, stringValues } from "./support/english-text.ts";
import { launchBrowser, openPage, viewports, waitForHydration } from "./support/browser.ts";

// Every Bangla page shows no English (tests/e2e/support/english-text.ts): no string of the
// English catalog (src/web/content/**, not bn/; the departments' English names), no run of Latin
// letters or digits (a word, "2026", "01712") outside the allow-list of names and addresses
// (`latinAllowList`, easy to extend per page) and the editors' own texts (a Bangla page shows the
// English where an editor wrote no Bangla, decision 129). Its <html lang> is "bn", its
// canonical address is its own, it and its English twin name each other as hreflang alternates, and
// its links to the site's pages stay under /bn (the language switch's link to the English twin aside).
// A page not yet translated fails with the English found on it, listed per page; the run ends with a
// table of every page's count, to check a merge by.
const baseUrl = inject("baseUrl");
let browser: Browser;
let catalog: string[];
/** Every text value of the public lists the pages show: editors' titles, places and names. */
let editorTexts: string[];
let event: ClubEvent;
/** An application posted as the Bangla Join Us page posts it, for the status page to find. */
let applied: { reference: string; email: string; texts: string[] };

/** Every Bangla page: each public page under /bn, then an event's page, an unknown path (the 404) and the status page showing an application's status. */
const routes = [...publicPaths.map((page) => pathInLang(page, "bn")), "event page", "/bn/no-such-page", "status looked up"];
/** Per page, what was found, for the closing table. */
const summary = new Map<string, { catalog: number; words: number; links: number; marks: number }>();

beforeAll(async () => {
  browser = await launchBrowser();
  catalog = await loadEnglishCatalog();
  const lists = [...new Set(Object.values(dataPageLists).flat())];
  const answers = await Promise.all(lists.map(async (list) => (await fetch(baseUrl + list!)).json() as Promise<unknown>));
  editorTexts = [...new Set(stringValues(answers))];
  const events = (await (await fetch(baseUrl + apiPaths.events)).json()) as ClubEvent[];
  const open = events.find((candidate) => candidate.hasRegistrationForms && !candidate.registrationClosed) ?? events[0];
  if (!open) throw new Error("the sample content has no visible event");
  event = open;
  const application = { ...applicationPayload({ ...markedApplicant(`bangla${Date.now()}`), transactionId: `TX-bangla${Date.now()}` }), lang: "bn" };
  const answer = await fetch(`${baseUrl}/api/join-requests`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(application) });
  if (answer.status !== 201) throw new Error(`the application was refused: ${answer.status} ${await answer.text()}`);
  // What the visitor wrote is theirs: it stays as entered.
  applied = { reference: ((await answer.json()) as { reference: string }).reference, email: application.email, texts: stringValues(application) };
});

afterAll(async () => {
  await browser?.close();
  if (summary.size === 0) return;
  const rows = [...summary].sort(([a], [b]) => a.localeCompare(b));
  const width = Math.max(...rows.map(([route]) => route.length));
  const lines = rows.map(([route, s]) => `${route.padEnd(width)}  ${String(s.catalog).padStart(7)}  ${String(s.words).padStart(5)}  ${String(s.links).padStart(5)}  ${String(s.marks).padStart(5)}`);
  const clean = rows.filter(([, s]) => s.catalog + s.words + s.links + s.marks === 0).length;
  console.log(
    [`Bangla pages: English found (catalog strings, Latin words, links to English pages, language marks wrong)`, `${"page".padEnd(width)}  catalog  words  links  marks`, ...lines, `${clean} of ${rows.length} pages in Bangla`].join("\n"),
  );
});

/** A Bangla page as a visitor and a screen reader meet it: its text, the attributes read aloud or shown, its head's language marks and its links. */
async function readPage(page: Page) {
  return page.evaluate(() => {
    // What sits off-screen and hidden from screen readers (the forms' bot trap) is met by no visitor.
    let bodyText = document.body.innerText;
    for (const element of document.body.querySelectorAll<HTMLElement>("[aria-hidden='true']")) {
      if (element.getBoundingClientRect().right < 0 && element.innerText) bodyText = bodyText.replace(element.innerText, " ");
    }
    const texts = [bodyText, document.title];
    for (const name of ["description", "og:title", "og:description", "twitter:title", "twitter:description"]) {
      const meta = document.head.querySelector(`meta[name="${name}"], meta[property="${name}"]`);
      if (meta) texts.push(meta.getAttribute("content") ?? "");
    }
    const attributes = ["aria-label", "aria-description", "placeholder", "title", "alt", "aria-valuetext"];
    for (const element of document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(","))) {
      // An element nobody sees or hears is not read: a closed dialog's, the icon sprite's.
      if (element.closest("[hidden], [aria-hidden='true']") || !element.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    for (const input of document.body.querySelectorAll<HTMLInputElement>("input[type=submit], input[type=button]")) texts.push(input.value);
    const alternates = Object.fromEntries(
      [...document.head.querySelectorAll("link[rel=alternate][hreflang]")].map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href") ?? "/", location.href).pathname]),
    );
    const canonical = document.head.querySelector("link[rel=canonical]")?.getAttribute("href");
    const links = [...document.querySelectorAll("a[href]")].flatMap((link) => {
      const url = new URL(link.getAttribute("href") ?? "", location.href);
      return url.origin === location.origin ? [url.pathname] : [];
    });
    return {
      text: texts.join("\n"),
      lang: document.documentElement.lang,
      alternates,
      canonical: canonical ? new URL(canonical, location.href).pathname : undefined,
      links,
    };
  });
}

/** API, media, build and console paths, and files, have no language (src/shared/lang.ts). */
const isSitePage = (pathname: string) => pathInLang(pathname, "bn") !== pathname || langOfPath(pathname) === "bn";

describe.concurrent("every Bangla page", () => {
  it.for(routes)("%s is in Bangla, marked so, and links to Bangla pages", async (asked, { expect }) => {
    const statusLookedUp = asked === "status looked up";
    const route = asked === "event page" ? pathInLang(eventPath(event), "bn") : statusLookedUp ? pathInLang(paths.joinUsStatus, "bn") : asked;
    const notFound = asked === "/bn/no-such-page";
    const { page, context, errors } = await openPage(browser, viewports.desktop);
    try {
      const response = await page.goto(baseUrl + route + (statusLookedUp ? `?reference=${applied.reference}` : ""));
      expect(response?.status(), route).toBe(notFound ? 404 : 200);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      if (statusLookedUp) {
        // Found by the form's fields, not their labels, which are the Bangla catalog's.
        await page.locator("main input[type=email]").fill(applied.email);
        await page.locator("main input[type=email]").press("Enter");
        await page.locator("main h2", { hasText: applied.reference }).waitFor();
      }
      // Let the home splash finish so the page underneath is what is read.
      if (route === banglaPrefix) await page.locator("[data-splash]").waitFor({ state: "detached", timeout: 10_000 });
      const seen = await readPage(page);
      const found = findEnglish(seen.text, catalog, statusLookedUp ? [...editorTexts, ...applied.texts, applied.reference] : editorTexts, allowedOn(route));
      const english = pathInLang(route, "en");
      // The language switch leads to the English twin (on the 404 page, made for /bn/404, the English 404
      // page); any other link to an English page leaves Bangla.
      const twins = route === "/bn/no-such-page" ? [english, "/404"] : [english];
      const englishLinks = [...new Set(seen.links.filter((pathname) => isSitePage(pathname) && langOfPath(pathname) === "en" && !twins.includes(pathname)))].sort();

      const marks: string[] = [];
      if (seen.lang !== "bn") marks.push(`<html lang="${seen.lang}">`);
      if (!notFound) {
        if (seen.canonical !== route && !(statusLookedUp && seen.canonical === route.split("?")[0])) marks.push(`canonical ${seen.canonical ?? "missing"}`);
        if (seen.alternates.bn !== route || seen.alternates.en !== english || seen.alternates["x-default"] !== english) {
          marks.push(`hreflang alternates ${JSON.stringify(seen.alternates)}`);
        }
        const twin = await (await fetch(baseUrl + english)).text();
        const back = [...twin.matchAll(/<link\b[^>]*\brel="alternate"[^>]*>/g)].some(([link]) => /\bhreflang="bn"/i.test(link) && new RegExp(`href="[^"]*${route}"`).test(link));
        if (!back) marks.push(`${english} names no hreflang="bn" alternate ${route}`);
      }
      summary.set(asked === "event page" ? "/bn/events/<slug>" : statusLookedUp ? `${route} (an application's status)` : route, {
        catalog: found.catalog.length,
        words: found.words.length,
        links: englishLinks.length,
        marks: marks.length,
      });

      expect.soft(found.catalog, `${route}: strings of the English catalog on the page`).toEqual([]);
      expect.soft(found.words, `${route}: Latin letters or digits outside the allow-list and the editors' texts`).toEqual([]);
      expect.soft(englishLinks, `${route}: links to English pages`).toEqual([]);
      expect.soft(marks, `${route}: language marks`).toEqual([]);
      // Bangla dates and numbers render alike in the server and the browser (or carry suppressHydrationWarning).
      expect.soft(notFound ? errors.filter((error) => !error.includes(route) && !/404/.test(error)) : errors, `${route}: console errors`).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the check itself", () => {
  it("reads the English catalog: every content module outside bn/, and its texts", async () => {
    expect(englishCatalogFiles().some((file) => file.includes("/bn/"))).toBe(false);
    expect(englishCatalogFiles().length).toBeGreaterThan(40);
    // Strings a visitor reads, from several modules; no paths, icon names or keys.
    expect(catalog).toEqual(expect.arrayContaining(["Our Team", "Project Display and Research Paper"]));
    for (const text of catalog) expect(text.startsWith("/"), text).toBe(false);
    expect(catalog).not.toContain("calendar");
  });

  it("finds English text, and lets Bangla, the allow-list and editors' texts through", () => {
    expect(findEnglish("আমাদের টিম Our Team", catalog).catalog).toContain("Our Team");
    expect(findEnglish("আমাদের টিম Hardcoded label", catalog).words).toEqual(["Hardcoded", "label"]);
    expect(findEnglish("যোগাযোগ scienceclub@example.org English Facebook https://example.org/a-b", catalog)).toEqual({ catalog: [], words: [] });
    // Digits too, and short words: a Latin time, phone number or wallet name on a Bangla page is English.
    expect(findEnglish("সময়: 10:00 AM, ফোন +880 1700-000000, bKash", catalog).words).toEqual(["00", "000000", "10", "1700", "880", "AM", "bKash"].sort());
    expect(findEnglish("সকাল ১০:০০ থেকে বিকাল ৫:০০", catalog).words).toEqual([]);
    // A name inside a longer word is not let through: "PDFs" is not "PDF".
    expect(findEnglish("PDFs", catalog).words).toEqual(["PDFs"]);
    expect(findEnglish("ইভেন্ট: Robotics Night at the Lab", catalog, ["Robotics Night at the Lab"])).toEqual({ catalog: [], words: [] });
    // A department's English name is not an editor's text, even where a list carries it.
    expect(findEnglish("বিভাগ: Public Relations", catalog, ["Public Relations"]).catalog).toContain("Public Relations");
  });

  it("lets an allow-list entry through on the pages it names only", () => {
    const list = [...latinAllowList, { text: "Arduino", why: "a board's name", routes: ["/bn/events/workshops"] }];
    expect(findEnglish("Arduino কর্মশালা", catalog, [], allowedOn("/bn/events/workshops", list)).words).toEqual([]);
    expect(findEnglish("Arduino কর্মশালা", catalog, [], allowedOn("/bn/events/workshops/x", list)).words).toEqual([]);
    expect(findEnglish("Arduino কর্মশালা", catalog, [], allowedOn("/bn/events", list)).words).toEqual(["Arduino"]);
    // Every entry gives its reason.
    for (const entry of latinAllowList) expect(entry.why.length, JSON.stringify(entry)).toBeGreaterThan(10);
  });

  it("finds no English in the Bangla catalogs themselves (src/web/content/bn)", async () => {
    const modules = await Promise.all(
      englishCatalogFiles()
        .map((file) => file.replace("/src/web/content/", "/src/web/content/bn/"))
        .filter((file) => existsAsFile(file))
        .map((file) => import(file) as Promise<Record<string, unknown>>),
    );
    expect(modules.length).toBeGreaterThan(0);
    // A `{name}` placeholder is filled before anyone reads it; a value that names a key of the catalog
    // (a project's status, looked up for its Bangla label) is not shown as it is.
    const keys = objectKeys(modules.map((module) => Object.values(module)));
    const texts = stringValues(modules.map((module) => Object.values(module)))
      .filter((text) => isWords(text) && !keys.has(text))
      .map((text) => text.replace(/\{\w+\}/g, " "));
    // Every entry of the allow-list, those limited to some pages too: a catalog does not say where it is shown.
    expect(findEnglish(texts.join("\n"), catalog, [], latinAllowList)).toEqual({ catalog: [], words: [] });
  });
});

function existsAsFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
