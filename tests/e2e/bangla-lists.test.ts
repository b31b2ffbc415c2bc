import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { listsText } from "../../src/web/content/bn/lists.ts";
import { panelContent } from "../../src/web/content/bn/panel.ts";
import { pageTexts } from "../../src/web/content/bn/pages/index.ts";
import { projectPagesContent } from "../../src/web/content/bn/project-pages.ts";
import { publicationPagesContent } from "../../src/web/content/bn/publication-pages.ts";
import { paths, type PageKey } from "../../src/shared/routes.ts";
import { launchBrowser, openPage, waitForHydration } from "./support/browser.ts";

// The list pages in Bangla, with the sample content: each /bn twin shows its Bangla
// heading and texts, Bangla digits where numbers vary, and keeps its links to the site under /bn.

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const banglaDigits = /^[০-৯,]+$/;

/** Links in the page's content (the layout is not this area's) to the site's own pages (not files, API or other sites), as paths. */
const sitePageLinks = (page: Page) =>
  page.$$eval("main a[href]", (links) =>
    links
      .map((a) => new URL((a as HTMLAnchorElement).href))
      .filter((url) => url.origin === location.origin && !/^\/(api|media|images|assets|fonts)\//.test(url.pathname) && !/\.[a-z0-9]+$/i.test(url.pathname))
      .map((url) => url.pathname),
  );

async function openBangla(pageKey: PageKey) {
  const checked = await openPage(browser);
  const { page } = checked;
  await page.goto(`${baseUrl}/bn${paths[pageKey]}`);
  await waitForHydration(page);
  expect(await page.getAttribute("html", "lang")).toBe("bn");
  const text = pageTexts[pageKey];
  await expect.poll(() => page.locator("h1").textContent()).toBe(text.heading);
  return checked;
}

const listPages: [PageKey, (page: Page) => Promise<void>][] = [
  [
    "panel",
    async (page) => {
      expect(await page.getByRole("heading", { name: panelContent.groupsHeading }).count()).toBe(1);
      for (const group of panelContent.groups) {
        expect(await page.getByRole("link", { name: group.buttonLabel }).getAttribute("href")).toBe(`/bn${group.path}`);
      }
    },
  ],
  [
    "executive",
    async (page) => {
      await page.getByRole("heading", { name: listsText.executiveIntro.title }).waitFor();
      expect(await page.locator("main article h3").count()).toBeGreaterThan(3);
      // A member's photo is described in Bangla; the name stays as entered.
      expect(await page.locator("main article img[alt]").first().getAttribute("alt")).toMatch(/-এর ছবি$/);
    },
  ],
  [
    "subExecutive",
    async (page) => {
      const headings = await page.locator("main section[aria-labelledby] h2").allTextContents();
      expect(headings[0]).toBe("সাংগঠনিক");
      expect(headings.at(-1)).toBe("বিভাগীয়");
      for (const heading of headings) expect(heading).toMatch(/^(?:[\u0980-\u09FF ,-]|\u200c|\u200d)+$/);
    },
  ],
  [
    "alumni",
    async (page) => {
      const lines = await page.locator("main article p").allTextContents();
      expect(lines).toContain("২০২৪ সালের ব্যাচ");
      expect(lines.join(" ")).not.toMatch(/Class of| at /);
    },
  ],
  [
    "team",
    async (page) => {
      await page.getByRole("heading", { name: listsText.teamIntro.title }).waitFor();
      expect(await page.locator("header p").first().textContent()).toBe(listsText.teamIntro.lead);
      expect(await page.locator("main article h3").count()).toBeGreaterThan(3);
    },
  ],
  [
    "projects",
    async (page) => {
      await page.locator("main article").first().waitFor();
      const demo = page.locator("main article a", { hasText: listsText.projectLinkLabels.demo });
      expect(await demo.count()).toBeGreaterThan(0);
    },
  ],
  // The pages of one kind of project or publication (decision 141): their Bangla intro, and the
  // sample rows of that kind with their Bangla titles.
  ...([
    ["researchProjects", projectPagesContent.research.intro.title],
    ["studentProjects", projectPagesContent.student.intro.title],
    ["completedProjects", projectPagesContent.completed.intro.title],
    ["researchPapers", publicationPagesContent.research_paper.intro.title],
    ["journalArticles", publicationPagesContent.journal_article.intro.title],
    ["conferencePapers", publicationPagesContent.conference_paper.intro.title],
  ] as const).map(
    ([key, introTitle]): [PageKey, (page: Page) => Promise<void>] => [
      key,
      async (page) => {
        expect(await page.getByRole("heading", { name: introTitle }).count()).toBe(1);
        const titles = await page.locator("main article h2").allTextContents();
        expect(titles.length).toBeGreaterThan(0);
        for (const title of titles) expect(title).toMatch(/[\u0980-\u09FF]/);
      },
    ],
  ),
  [
    "publications",
    async (page) => {
      await page.locator("main article").first().waitFor();
      const badges = await page.locator("main article span[data-tone]").allTextContents();
      expect(badges).toContain("গবেষণাপত্র");
      const years = await page.locator("main article span.text-muted").allTextContents();
      expect(years.length).toBeGreaterThan(0);
      for (const year of years) expect(year).toMatch(/^[০-৯]{4}$/);
    },
  ],
  [
    "clubPartners",
    async (page) => {
      await page.locator("main article").first().waitFor();
      expect(await page.locator("main article").count()).toBeGreaterThan(1);
    },
  ],
  [
    "campusAmbassadors",
    async (page) => {
      const table = listsText.campusAmbassadorTable;
      expect(await page.locator("caption").textContent()).toBe(table.caption);
      expect(await page.locator("thead th").allTextContents()).toEqual([table.columns.caNumber, table.columns.name, table.columns.points]);
      const points = await page.locator("tbody td:last-child").allTextContents();
      expect(points.length).toBeGreaterThan(3);
      for (const value of points) expect(value).toMatch(banglaDigits);
      expect(await page.locator("[data-medal]").evaluateAll((medals) => medals.map((m) => m.getAttribute("aria-label")))).toEqual(table.medals);
    },
  ],
];

describe("the list pages in Bangla", () => {
  it.each(listPages)("/bn %s shows its Bangla heading and texts, and links to Bangla pages", async (pageKey, check) => {
    const { page, context, errors } = await openBangla(pageKey);
    try {
      await check(page);
      const links = await sitePageLinks(page);
      expect(links.filter((link) => link !== "/bn" && !link.startsWith("/bn/"))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
