import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { launchBrowser, openPage, viewports } from "./support/browser.ts";
import { eagerCardCount } from "../../src/web/lib/list-image.ts";
import { listPages } from "./support/list-pages.ts";
import { startServerWithoutRows, type RunningServer } from "./support/server.ts";

// Layout under stress: the API answers (through page.route) with 1 or 100 rows whose names and
// titles are long unbroken words, and whose images are missing or broken. Nothing may overflow
// the screen, every image must have its size set, and all but the first row's must be lazy. The server is one with PAGE_ROWS=off,
// so the pages load their lists from the API in the browser (decision 125).

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServerWithoutRows()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const longWord = "ChowdhuryRahmanSiddiquiTalukderMahmudBhuiyanKhandaker".repeat(2);
// A picture this site would have stored but has not (so it fails to load), or a sample one (docs/security.md: only these are drawn).
const missingPicture = `/media/${"0".repeat(64)}.webp`;
const image = (i: number) => (i % 3 === 0 ? null : i % 3 === 1 ? missingPicture : "/images/sample/portrait-01.webp");

function row(api: string, i: number): Record<string, unknown> {
  const id = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
  const name = `${i} ${longWord}`;
  const person = { id, name, imageUrl: image(i), email: i % 2 ? `${longWord}@example.org` : null, displayOrder: i };
  const links = { facebookUrl: "https://facebook.com/x", instagramUrl: "https://instagram.com/x", linkedinUrl: "https://linkedin.com/in/x", twitterUrl: "https://x.com/x", githubUrl: "https://github.com/x" };
  switch (api) {
    case "/api/executive-members":
      return { ...person, title: `Vice President of ${longWord}`, facebookUrl: links.facebookUrl, instagramUrl: null };
    case "/api/sub-executive-members":
      return { ...person, title: i % 4 === 0 ? "Organising Secretary" : `${longWord} Affairs`, ...links };
    case "/api/alumni-members":
      return { ...person, jobTitle: longWord, company: longWord, graduationYear: 2000 + (i % 25), linkedinUrl: links.linkedinUrl, twitterUrl: null, githubUrl: links.githubUrl };
    case "/api/projects":
      return { id, title: name, description: `${longWord} `.repeat(8), coverImageUrl: image(i), demoUrl: "https://demo.example.org", repoUrl: i % 2 ? "https://github.com/x" : null, createdAt: "2026-01-01T00:00:00.000Z" };
    case "/api/publications":
      return { id, title: name, type: i % 2 ? "research_paper" : `${longWord}_type`, year: 2026, abstract: `${longWord} `.repeat(20), authors: longWord, publishedIn: longWord, doiUrl: "https://doi.org/x", pdfUrl: "https://papers.example.org/x.pdf", coverImageUrl: image(i) };
    case "/api/club-partners":
      return { ...person, organization: longWord, roleTitle: longWord, bio: `${longWord} `.repeat(20), websiteUrl: "https://example.org", ...links };
    case "/api/campus-ambassadors":
      return { id, caNumber: `CA-${String(i).padStart(5, "0")}`, name, institution: longWord, imageUrl: null, points: 100_000 - i };
    default:
      throw new Error(`no fixture for ${api}`);
  }
}

/**
 * How far the page scrolls sideways, and which elements in the main content are wider than their
 * own box (text that spills out, or is cut off by a card's overflow-hidden).
 */
async function overflow(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    spilling: Array.from(document.querySelectorAll("main *"))
      // Screen-reader-only text is clipped to a pixel on purpose.
      .filter((el) => !el.closest(".sr-only") && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName} ${el.textContent?.slice(0, 40)}`),
  }));
}

describe.concurrent.each(listPages)("$name", ({ path, api }) => {
  it.for([1, 100])("with %i rows of long names and missing images fits phone and desktop widths", async (count, { expect }) => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const { page, context, errors } = await openPage(browser, viewport);
      try {
        const rows = Array.from({ length: count }, (_, i) => row(api, i));
        await page.route(`**${api}`, (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(rows) }));
        await page.route(`**${missingPicture}`, (route) => route.fulfill({ status: 404, body: "" }));
        await page.goto(server.url + path);
        const items = page.locator("main article, main tbody tr");
        await expect.poll(() => items.count(), { timeout: 20_000 }).toBe(count);
        // Polled: while a broken image is swapped for the default one, Chromium can lay it out for a
        // frame with its fallback content wider than its box. What must hold is the settled layout.
        await expect.poll(() => overflow(page), { message: `at ${viewport.width}px` }).toEqual({ page: 0, spilling: [] });
        const images = await page.locator("main img").evaluateAll((list) =>
          list.map((img) => ({
            loading: img.getAttribute("loading"),
            priority: img.getAttribute("fetchpriority"),
            width: img.getAttribute("width"),
            height: img.getAttribute("height"),
          })),
        );
        // Rows without an image have none, so an image's place among the images is at most its row's
        // place in the list: past the first row's count, every image is lazy.
        images.forEach((img, i) =>
          expect(img).toEqual({
            loading: i < eagerCardCount ? expect.stringMatching(/^(eager|lazy)$/) : "lazy",
            // Only the first image may be fetched first (checked below with its row).
            priority: i === 0 ? img.priority : null,
            width: expect.stringMatching(/^\d+$/),
            height: expect.stringMatching(/^\d+$/),
          }),
        );
        // The first row's image, when it has one, is in view at once and is fetched first.
        const firstImage = items.first().locator("img");
        if ((await firstImage.count()) > 0) {
          expect(await firstImage.evaluate((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")])).toEqual(["eager", "high"]);
        }
        // Only the deliberately broken image may fail to load; nothing else goes wrong.
        expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
