import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClubEvent } from "../../src/shared/api/events.ts";
import { apiPaths } from "../../src/shared/api/paths.ts";
import type { Project, Publication } from "#features/club-work/contract.ts";
import { consoleApiPath, consoleApiPaths } from "../../src/shared/console/paths.ts";
import { dhakaInputValue } from "#features/events/contract.ts";
import { pathInLang } from "../../src/shared/lang.ts";
import { paths, type PageKey } from "../../src/shared/routes.ts";
import { pastEventsContent as pastBn } from "../../src/web/content/bn/past-events.ts";
import { projectPagesContent as projectsBn } from "../../src/web/content/bn/project-pages.ts";
import { publicationPagesContent as publicationsBn } from "../../src/web/content/bn/publication-pages.ts";
import { upcomingEventsContent as upcomingBn } from "../../src/web/content/bn/upcoming-events.ts";
import { workshopsContent as workshopsBn } from "../../src/web/content/bn/workshops.ts";
import { pastEventsContent } from "../../src/web/content/past-events.ts";
import { projectPagesContent } from "../../src/web/content/project-pages.ts";
import { publicationPagesContent } from "../../src/web/content/publication-pages.ts";
import { upcomingEventsContent } from "../../src/web/content/upcoming-events.ts";
import { workshopsContent } from "../../src/web/content/workshops.ts";
import { gotoHydrated, launchBrowser, openPage, viewports, type CheckedPage, screenshotForPeople } from "./support/browser.ts";
import { createSignedInOrganiser, type SignedInOrganiser } from "./support/console.ts";
import { seriousViolations } from "./support/page-checks.ts";
import { startServer, type RunningServer } from "./support/server.ts";

// Decision 141: the pages beneath Events, Projects and Publications are views of the club's rows,
// which organisers edit in the console, in both languages, with an empty state in the page's voice.

type Row = { id: string; title: string; titleBn: string | null };
const isPast = (event: ClubEvent) => Boolean(event.photosUrl) || event.ended;

/** Each page: which rows of which list it shows, and its intro and empty texts in English and Bangla. */
const pages: {
  key: PageKey;
  list: string;
  keep: (row: never) => boolean;
  en: { intro: string; empty: string };
  bn: { intro: string; empty: string };
}[] = [
  { key: "upcomingEvents", list: apiPaths.events, keep: (e: ClubEvent) => !isPast(e), en: text(upcomingEventsContent), bn: text(upcomingBn) },
  { key: "pastEvents", list: apiPaths.events, keep: isPast, en: text(pastEventsContent), bn: text(pastBn) },
  { key: "workshops", list: apiPaths.events, keep: (e: ClubEvent) => e.kind === "workshop", en: text(workshopsContent), bn: text(workshopsBn) },
  ...(["research", "student", "completed"] as const).map((kind) => ({
    key: `${kind}Projects` as PageKey,
    list: apiPaths.projects,
    keep: (p: Project) => p.kind === kind,
    en: text(projectPagesContent[kind]),
    bn: text(projectsBn[kind]),
  })),
  ...([
    ["researchPapers", "research_paper"],
    ["journalArticles", "journal_article"],
    ["conferencePapers", "conference_paper"],
  ] as const).map(([key, type]) => ({
    key,
    list: apiPaths.publications,
    keep: (p: Publication) => p.type === type,
    en: text(publicationPagesContent[type]),
    bn: text(publicationsBn[type]),
  })),
];

function text(content: { intro: { title: string }; empty: string }) {
  return { intro: content.intro.title, empty: content.empty };
}

const cardTitles = (page: Page) => page.locator("main article h2").allTextContents();

describe("the pages of one kind of row", () => {
  let server: RunningServer;
  let browser: Browser;
  let visitor: CheckedPage;
  let editor: SignedInOrganiser & CheckedPage;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    visitor = await openPage(browser, viewports.desktop);
    editor = await createSignedInOrganiser(browser, server, "editor", viewports.desktop);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const api = async <T,>(path: string): Promise<T> => (await (await fetch(`${server.url}${path}`)).json()) as T;
  const post = async (path: string, data: object) => {
    const response = await editor.page.request.post(`${server.url}${path}`, { headers: { origin: new URL(server.url).origin }, data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id?: string; row?: { id: string } };
  };

  it.for(pages)("$key shows the sample rows of its kind, in the list's order, in English and in Bangla, with no serious axe violations", async ({ key, list, keep, en, bn }) => {
    const { page, errors } = visitor;
    const rows = ((await api<Row[]>(list)) as never[]).filter(keep) as Row[];
    expect(rows.length).toBeGreaterThan(0);
    for (const lang of ["en", "bn"] as const) {
      await gotoHydrated(page, `${server.url}${pathInLang(paths[key], lang)}`);
      expect(await page.getByRole("heading", { level: 2, name: (lang === "en" ? en : bn).intro }).count(), lang).toBe(1);
      expect(await cardTitles(page), lang).toEqual(rows.map((row) => (lang === "bn" && row.titleBn) || row.title));
      await screenshotForPeople(page, { path: `screenshots/club-pages-${key}-${lang}.png`, fullPage: true });
      expect(await seriousViolations(page), lang).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  it("each page shows rows an editor added a second ago through the console, in English and in Bangla", async () => {
    const hour = 3600_000;
    const stamp = Date.now().toString(36);
    const upcomingWorkshop = {
      kind: "workshop",
      title: `Arduino Basics ${stamp}`,
      titleBn: `আরডুইনোর গোড়ার কথা ${stamp}`,
      location: "Physics Lab 1",
      startsAt: dhakaInputValue(new Date(Date.now() + 48 * hour)),
      registrationMode: "native",
      active: true,
    };
    // Ended an hour ago, without an album yet: past all the same.
    const endedEvent = {
      kind: "event",
      title: `Debate Evening ${stamp}`,
      titleBn: `বিতর্ক সন্ধ্যা ${stamp}`,
      startsAt: dhakaInputValue(new Date(Date.now() - 4 * hour)),
      endsAt: dhakaInputValue(new Date(Date.now() - hour)),
      registrationMode: "native",
      active: true,
    };
    await post(consoleApiPaths.contentEvents, upcomingWorkshop);
    await post(consoleApiPaths.contentEvents, endedEvent);
    const project = (kind: string) => ({ kind, title: `${kind} project ${stamp}`, titleBn: `${kind} প্রকল্প ${stamp}`, lead: "IT department", leadBn: "আইটি বিভাগ" });
    for (const kind of ["research", "student", "completed"]) await post(consoleApiPath(consoleApiPaths.contentRows, { list: "projects" }), project(kind));
    const publication = (type: string) => ({ type, title: `${type} ${stamp}`, titleBn: `${type} প্রকাশনা ${stamp}`, year: 2026 });
    for (const type of ["research_paper", "journal_article", "conference_paper"]) {
      await post(consoleApiPath(consoleApiPaths.contentRows, { list: "publications" }), publication(type));
    }

    const expected: [PageKey, string, string][] = [
      ["upcomingEvents", upcomingWorkshop.title, upcomingWorkshop.titleBn],
      ["workshops", upcomingWorkshop.title, upcomingWorkshop.titleBn],
      ["pastEvents", endedEvent.title, endedEvent.titleBn],
      ["researchProjects", project("research").title, project("research").titleBn],
      ["studentProjects", project("student").title, project("student").titleBn],
      ["completedProjects", project("completed").title, project("completed").titleBn],
      ["researchPapers", publication("research_paper").title, publication("research_paper").titleBn],
      ["journalArticles", publication("journal_article").title, publication("journal_article").titleBn],
      ["conferencePapers", publication("conference_paper").title, publication("conference_paper").titleBn],
    ];
    const { page, context } = await openPage(browser, viewports.desktop);
    /** The card titles of the page as served now (its list is dropped by the change's notification, within a moment). */
    const titlesOn = async (key: PageKey, lang: "en" | "bn") => {
      await gotoHydrated(page, `${server.url}${pathInLang(paths[key], lang)}`);
      return cardTitles(page);
    };
    for (const [key, english, bangla] of expected) {
      for (const [lang, title] of [["en", english], ["bn", bangla]] as const) {
        await expect.poll(() => titlesOn(key, lang), { timeout: 5000, message: `${key} ${lang}` }).toContain(title);
      }
    }
    // Not on the pages of another kind.
    expect(await titlesOn("pastEvents", "en")).not.toContain(upcomingWorkshop.title);
    expect(await titlesOn("upcomingEvents", "en")).not.toContain(endedEvent.title);
    expect(await titlesOn("studentProjects", "en")).not.toContain(project("research").title);
    await context.close();
  });

  it("Register on Upcoming Events opens the Events page's dialog, loaded at the first interaction", async () => {
    const { page } = await openPage(browser, viewports.desktop);
    const dialogScripts: string[] = [];
    page.on("request", (request) => {
      if (/registration-dialog/.test(request.url())) dialogScripts.push(request.url());
    });
    await gotoHydrated(page, `${server.url}${paths.upcomingEvents}`);
    expect(dialogScripts).toEqual([]);
    const title = "Robotics Workshop: Build a Line-Following Robot";
    await page.getByRole("button", { name: `Register Now for ${title}` }).click();
    await page.getByRole("dialog", { name: `Register for ${title}` }).waitFor();
    expect(dialogScripts.length).toBeGreaterThan(0);
    await page.context().close();
  });

  it("the Events page lists events still to come first, soonest first, then past ones newest first", async () => {
    const { page } = visitor;
    const events = await api<ClubEvent[]>(apiPaths.events);
    await gotoHydrated(page, `${server.url}${paths.events}`);
    const titles = await page.locator("main article h3").allTextContents();
    expect(titles).toEqual(events.map((event) => event.title));
    const firstPast = events.findIndex(isPast);
    expect(firstPast).toBeGreaterThan(0);
    expect(events.slice(firstPast).every(isPast)).toBe(true);
    const starts = events.map((event) => Date.parse(event.startsAt));
    for (let i = 1; i < firstPast; i++) expect(starts[i]).toBeGreaterThanOrEqual(starts[i - 1]!);
    for (let i = firstPast + 1; i < events.length; i++) expect(starts[i]).toBeLessThanOrEqual(starts[i - 1]!);
  });
});

describe("the pages of one kind of row, with no rows", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ env: { SEED: "false" } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("each says so in its own words, in English and in Bangla", async () => {
    const { page, errors } = await openPage(browser, viewports.phone);
    for (const { key, en, bn } of pages) {
      for (const lang of ["en", "bn"] as const) {
        await page.goto(`${server.url}${pathInLang(paths[key], lang)}`);
        expect(await page.getByText((lang === "en" ? en : bn).empty, { exact: true }).count(), `${key} ${lang}`).toBe(1);
        expect(await page.locator("main article").count(), `${key} ${lang}`).toBe(0);
      }
    }
    await screenshotForPeople(page, { path: "screenshots/club-pages-empty-phone.png", fullPage: true });
    expect(errors).toEqual([]);
  });
});
