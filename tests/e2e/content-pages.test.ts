import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import "../../scripts/load-env.mjs";
import { pathInLang } from "../../src/shared/lang.ts";
import { paths, publicPaths, type PageKey } from "../../src/shared/routes.ts";
import { siteConfig } from "../../src/shared/site-config.ts";
import { siteUrlFrom } from "../../src/shared/site-url.ts";
import { aboutContent } from "../../src/web/content/about.ts";
import { clubFacts } from "../../src/web/content/club-facts.ts";
import { historyContent } from "../../src/web/content/history.ts";
import { missionContent } from "../../src/web/content/mission.ts";
import { pageTexts } from "../../src/web/content/pages/index.ts";
import { panelContent } from "../../src/web/content/panel.ts";
import { privacyPolicy } from "../../src/web/content/privacy-policy.ts";
import { termsOfServices } from "../../src/web/content/terms-of-services.ts";
import { visionContent } from "../../src/web/content/vision.ts";
import { gotoHydrated, launchBrowser, openPage, viewports, waitForHydration, type CheckedPage } from "./support/browser.ts";

const baseUrl = inject("baseUrl");
/** The public address the build was given (SITE_URL, read from the environment and `.env` as the build reads it). */
const siteUrl = siteUrlFrom(process.env.SITE_URL);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Opens a page, runs the checks, and asserts it logged no error. */
async function onPage(path: string, check: (page: Page) => Promise<void>, viewport: { width: number; height: number } = viewports.desktop) {
  const checked: CheckedPage = await openPage(browser, viewport);
  try {
    // Hydrated: a link clicked before is a full page load, after which Back has no earlier page to return to.
    await gotoHydrated(checked.page, baseUrl + path);
    await checked.page.waitForLoadState("networkidle");
    await check(checked.page);
    expect(checked.errors).toEqual([]);
  } finally {
    await checked.context.close();
  }
}

const main = (page: Page) => page.locator("main");
const headings = (page: Page, level: 2 | 3) => main(page).getByRole("heading", { level }).allTextContents();
const hrefOf = (page: Page, name: string) => main(page).getByRole("link", { name, exact: true }).getAttribute("href");

describe.concurrent("about pages", () => {
  it("About: two info cards and buttons to mission, vision and history", async ({ expect }) => {
    await onPage(paths.about, async (page) => {
      const h2 = await headings(page, 2);
      expect(h2.slice(0, 2)).toEqual(["Who we are", "What we do"]);
      expect(await main(page).getByRole("article").filter({ has: page.getByRole("heading", { level: 2 }) }).count()).toBe(2);
      const buttons = aboutContent.more.links;
      expect(buttons.map((b) => b.path)).toEqual([paths.mission, paths.vision, paths.history]);
      for (const button of buttons) expect(await hrefOf(page, button.buttonLabel)).toBe(button.path);
      await main(page).getByRole("link", { name: buttons[2]!.buttonLabel }).click();
      await page.waitForURL(baseUrl + paths.history);
    });
  });

  it("Mission: the statement and the four cards", async ({ expect }) => {
    await onPage(paths.mission, async (page) => {
      expect(await main(page).getByRole("region", { name: missionContent.statementLabel }).textContent()).toContain(missionContent.statement);
      expect(await headings(page, 2)).toEqual([
        "Community Building",
        "Academic Excellence",
        "Innovation and Research",
        "Professional Development",
      ]);
    });
  });

  it("Vision: the statement, two cards and the core values list", async ({ expect }) => {
    await onPage(paths.vision, async (page) => {
      expect(await main(page).getByRole("region", { name: visionContent.statementLabel }).textContent()).toContain(visionContent.statement);
      const h2 = await headings(page, 2);
      expect(h2).toEqual([...visionContent.cards.map((c) => c.title), visionContent.valuesHeading]);
      expect(h2).toHaveLength(3);
      const values = main(page).getByRole("list", { name: visionContent.valuesHeading });
      expect(await values.getByRole("listitem").count()).toBe(visionContent.values.length);
      expect(visionContent.values.length).toBeGreaterThanOrEqual(4);
    });
  });

  it("History: a timeline from 1981 through both renamings, the growth list and the achievements", async ({ expect }) => {
    await onPage(paths.history, async (page) => {
      expect(await headings(page, 2)).toEqual([
        historyContent.timelineHeading,
        historyContent.growthHeading,
        historyContent.achievementsHeading,
      ]);
      const timeline = main(page).getByRole("list", { name: historyContent.timelineHeading });
      const entries = await timeline.getByRole("listitem").allTextContents();
      expect(entries).toHaveLength(historyContent.timeline.length);
      expect(entries[0]).toContain("22 December 1981");
      expect(entries[1]).toContain("1984");
      expect(entries[2]).toContain("Late 1990s");
      const growth = main(page).getByRole("list", { name: historyContent.growthHeading });
      expect(await growth.getByRole("listitem").count()).toBe(historyContent.growth.length);
      const figures = await main(page).getByRole("definition").allTextContents();
      expect(figures).toEqual(["43", "11", "38", "10"]);
      expect(clubFacts).toMatchObject({ yearsOfScience: 43, nationalFestivals: 11, intraCollegeFestivals: 38, departments: 10 });
    });
  });
});

describe.concurrent("panel overview", () => {
  it("has info cards and buttons to the executive, sub-executive and alumni pages", async ({ expect }) => {
    await onPage(paths.panel, async (page) => {
      expect((await headings(page, 2)).slice(0, 2)).toEqual(panelContent.cards.map((c) => c.title));
      const targets = panelContent.groups.map((g) => [g.title, g.path]);
      expect(targets).toEqual([
        ["Executive Committee", "/panel/executive"],
        ["Sub-Executive", "/panel/advisory"],
        ["Alumni", "/panel/faculty"],
      ]);
      for (const group of panelContent.groups) expect(await hrefOf(page, group.buttonLabel)).toBe(group.path);
      await main(page).getByRole("link", { name: panelContent.groups[1]!.buttonLabel }).click();
      await page.waitForURL(baseUrl + paths.subExecutive);
      await expect.poll(() => page.locator("h1").textContent()).toBe(pageTexts.subExecutive.heading);
    });
  });
});

// The pages beneath Events, Projects and Publications show the club's rows: club-pages.test.ts.

describe.concurrent("privacy policy and terms", () => {
  it("the privacy policy has its eight sections (one stating the retention periods) and the club's contact details", async ({ expect }) => {
    await onPage(paths.privacyPolicy, async (page) => {
      const h2 = await headings(page, 2);
      expect(h2).toHaveLength(8);
      expect(h2).toEqual(privacyPolicy.sections.map((s, i) => `${i + 1}.${s.heading}`));
      const text = (await main(page).textContent()) ?? "";
      // What the site really collects (spec sections 3 and 7).
      for (const fact of ["blood group", "transaction ID", "Contact messages", "Files you upload", "user-agent", "session ID", "local storage"]) {
        expect(text).toContain(fact);
      }
      expect(await main(page).getByRole("link", { name: siteConfig.contact.email }).getAttribute("href")).toBe(`mailto:${siteConfig.contact.email}`);
      expect(text).toContain(siteConfig.contact.phone);
      expect(text).toContain(siteConfig.contact.address);
    });
  });

  it("the terms have their nine sections", async ({ expect }) => {
    await onPage(paths.termsOfServices, async (page) => {
      const h2 = await headings(page, 2);
      expect(h2).toHaveLength(9);
      expect(h2).toEqual(termsOfServices.sections.map((s, i) => `${i + 1}.${s.heading}`));
      // The fee itself is a payments setting, stated on Join Us only: the terms point there.
      expect(await main(page).textContent()).toContain("The membership fee is the one shown on the Join Us page");
    });
  });

  it("Back returns to the previous page", async ({ expect }) => {
    await onPage(paths.about, async (page) => {
      await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Services" }).click();
      await page.waitForURL(baseUrl + paths.termsOfServices);
      await main(page).getByRole("link", { name: "Back" }).click();
      await page.waitForURL(baseUrl + paths.about);
      await expect.poll(() => page.locator("h1").textContent()).toBe(pageTexts.about.heading);
    });
  });

  it("Back leads home when the page was opened directly", async ({ expect }) => {
    await onPage(paths.privacyPolicy, async (page) => {
      await main(page).getByRole("link", { name: "Back" }).click();
      await page.waitForURL(`${baseUrl}/`);
      await expect.poll(() => page.locator("h1").textContent()).toBe(pageTexts.home.heading);
    }, viewports.phone);
  });
});

describe.concurrent("old panel links", () => {
  const cases: [string, string][] = [
    ["/panel/sub-executive", paths.subExecutive],
    ["/panel/Sub-Executive", paths.subExecutive],
    ["/PANEL/SUB-EXECUTIVE/", paths.subExecutive],
    ["/panel/alumni", paths.alumni],
    ["/panel/Alumni/", paths.alumni],
  ];

  it.for(cases)("%s answers 301 to %s and lands on that page", async ([from, to], { expect }) => {
    const response = await fetch(baseUrl + from, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
    const key = to === paths.subExecutive ? "subExecutive" : "alumni";
    await onPage(from, async (page) => {
      expect(new URL(page.url()).pathname).toBe(to);
      await expect.poll(() => page.locator("h1").textContent()).toBe(pageTexts[key].heading);
    });
  });

  it.for(cases)("%s redirects inside the app too, without asking the server", async ([from, to], { expect }) => {
    await onPage(paths.panel, async (page) => {
      const documentRequests: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "document") documentRequests.push(request.url());
      });
      // Only once React has hydrated the page: a history change before that is a hydration mismatch
      // of the test's making (React error 418, seen when the machine was busy).
      await waitForHydration(page);
      // What the router sees when history moves to an old link (a back/forward entry or a script).
      await page.evaluate((href) => {
        window.history.pushState(null, "", href);
        window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
      }, from);
      await page.waitForURL(baseUrl + to);
      expect(documentRequests).toEqual([]);
    });
  });
});

describe.concurrent("link previews and crawlers", () => {
  const ownPages: PageKey[] = [
    "home", "about", "mission", "vision", "history", "panel", "upcomingEvents", "pastEvents", "workshops",
    "researchProjects", "studentProjects", "completedProjects", "researchPapers", "journalArticles",
    "conferencePapers", "privacyPolicy", "termsOfServices",
  ];

  it.for(ownPages)("%s has its own title, description and Open Graph/Twitter tags in the HTML", async (key, { expect }) => {
    const html = await (await fetch(baseUrl + paths[key])).text();
    const meta = (attr: string, name: string) =>
      new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title).toContain(key === "home" ? siteConfig.clubName : pageTexts[key].title);
    expect(meta("name", "description")).toBe(escapeHtml(pageTexts[key].description));
    expect(meta("property", "og:title")).toBe(title);
    expect(meta("property", "og:url")).toBe(new URL(paths[key], siteUrl).toString());
    expect(meta("property", "og:image")).toBe(new URL("/images/og-image.png", siteUrl).toString());
    expect(meta("name", "twitter:card")).toBe("summary_large_image");
    expect(meta("name", "twitter:image")).toBeDefined();
  });

  it("serves the 1200x630 link-preview image", async ({ expect }) => {
    const response = await fetch(`${baseUrl}/images/og-image.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it("robots.txt allows the site and points to the sitemap, which lists every public route", async ({ expect }) => {
    const robots = await fetch(`${baseUrl}/robots.txt`);
    expect(robots.headers.get("content-type")).toContain("text/plain");
    const robotsText = await robots.text();
    expect(robotsText).toContain("User-agent: *");
    expect(robotsText).toContain(`Sitemap: ${new URL("/sitemap.xml", siteUrl)}`);

    const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toContain("xml");
    const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // The route list's pages first, then one page per visible event (decision 126), in English and
    // then the same under /bn (decision 130). The server writes them under its own SITE_URL, which the
    // test server leaves at http://localhost:{its port}.
    const serverSiteUrl = process.env.SITE_URL ? siteUrl : `http://localhost:${new URL(baseUrl).port}`;
    const perLanguage = locations.length / 2;
    for (const lang of ["en", "bn"] as const) {
      const half = lang === "en" ? locations.slice(0, perLanguage) : locations.slice(perLanguage);
      expect(half.slice(0, publicPaths.length)).toEqual(publicPaths.map((p) => new URL(pathInLang(p, lang), serverSiteUrl).toString()));
      const eventPages = half.slice(publicPaths.length);
      expect(eventPages.length).toBeGreaterThan(0);
      for (const page of eventPages) expect(page).toMatch(new RegExp(`^${new URL(pathInLang("/events/", lang), serverSiteUrl)}[a-z0-9-]+-[0-9a-f]{8}$`));
    }
    expect(locations.some((l) => l?.includes("/404"))).toBe(false);
  });
});

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
}
