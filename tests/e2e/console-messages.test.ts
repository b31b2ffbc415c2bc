import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../../src/shared/api/paths.ts";
import { consolePagePaths } from "../../src/shared/console/paths.ts";
import { dhakaDay } from "#features/page-views/visits.ts";
import { siteConfig } from "../../src/shared/site-config.ts";
import { launchBrowser, openPage, viewports, type CheckedPage } from "./support/browser.ts";
import { createSignedInOrganiser, type SignedInOrganiser } from "./support/console.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { overflowsSideways, seriousViolations } from "./support/page-checks.ts";

const visitor = { name: "রাফি আহমেদ", email: "rafi+club@example.org", subject: "Olympiad camp & fees?", message: "When does the camp start?\nAnd is there a fee?" };

describe("console: messages, visits and activity", () => {
  let server: RunningServer;
  let browser: Browser;
  let reviewer: SignedInOrganiser & CheckedPage;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const send = async (body: object) => {
      const response = await fetch(`${server.url}${apiPaths.contactMessages}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBe(201);
    };
    // Sent through the public contact API, as visitors do.
    await send({ name: "Earlier Visitor", email: "earlier@example.org", subject: null, message: "=1+1 is how I start my messages." });
    await send(visitor);
    // A visitor opens two public pages, so there are views to show.
    const visit = await openPage(browser);
    for (const path of ["/", "/team"]) {
      const logged = visit.page.waitForResponse((response) => response.url().endsWith(apiPaths.pageViews) && response.status() === 204);
      await visit.page.goto(`${server.url}${path}`);
      await logged;
    }
    await visit.context.close();
    reviewer = await createSignedInOrganiser(browser, server, "reviewer", viewports.desktop);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const table = (page: Page) => page.getByRole("table", { name: /^Messages in / });
  const rows = (page: Page) => table(page).locator("tbody tr");

  it("a reviewer finds the message unread, opens it (it becomes read), replies by mail and archives it", async () => {
    const { page, errors } = reviewer;
    await page.goto(`${server.url}${consolePagePaths.messages}`);
    await expect.poll(() => rows(page).count()).toBe(2);
    const tabs = page.getByRole("group", { name: "Show messages" });
    expect(await tabs.getByRole("button", { name: "Inbox 2", exact: true }).getAttribute("aria-pressed")).toBe("true");
    expect(await tabs.getByRole("button", { name: "Unread 2", exact: true }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("searchbox", { name: "Search by name, e-mail, subject, message or reference" }).fill("রাফি");
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(page.url()).not.toContain("q=");
    const row = rows(page).first();
    // Unread is said in words and shown in bold, not by colour alone.
    expect(await row.getByText("Unread", { exact: true }).count()).toBeGreaterThan(0);
    const subject = row.getByRole("link", { name: visitor.subject });
    expect(await subject.evaluate((link) => Number(getComputedStyle(link).fontWeight))).toBeGreaterThanOrEqual(700);
    await subject.click();

    await page.getByRole("heading", { level: 1, name: visitor.subject }).waitFor();
    expect(page.url()).toMatch(/\/organiser\/messages\/[0-9a-f-]{36}$/);
    expect(await page.title()).toBe("Message · Organiser console");
    expect(await page.getByText("When does the camp start?").count()).toBe(1);
    await expect.poll(() => page.locator("article header").getByText("Read", { exact: true }).count()).toBe(1);

    const reply = new URL((await page.getByRole("link", { name: "Reply" }).getAttribute("href"))!);
    expect(reply.protocol).toBe("mailto:");
    expect(decodeURIComponent(reply.pathname)).toBe(visitor.email);
    expect([...reply.searchParams.entries()]).toEqual([["subject", `Re: ${visitor.subject}`]]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Archive" }).click();
    await page.getByRole("status").filter({ hasText: "1 message archived." }).waitFor();
    expect(await page.getByRole("button", { name: "Move to inbox" }).count()).toBe(1);

    await page.getByRole("link", { name: "Back to messages" }).click();
    // Back in the view it was opened from: the search is kept (not in the address), and the message has left the inbox.
    await expect.poll(() => page.getByText("No messages here.").count()).toBe(1);
    await page.getByRole("searchbox").fill("");
    await expect.poll(() => rows(page).filter({ hasText: "Earlier Visitor" }).count()).toBe(1);
    // The cleared search's rows replace the searched ones in one render, which a loaded machine may not have done yet.
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await tabs.getByRole("button", { name: "Read 0", exact: true }).count()).toBe(1);
    await tabs.getByRole("button", { name: "Archived 1", exact: true }).click();
    await expect.poll(() => rows(page).getByRole("link", { name: visitor.subject }).count()).toBe(1);
    expect(new URL(page.url()).search).toBe("?state=archived");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`messages-${dhakaDay(new Date())}.csv`);
    const csv = await readFile((await file.path())!, "utf8");
    expect(csv.startsWith("\uFEFFReceived (Dhaka time),State,Name,E-mail,Subject,Message,Language\r\n")).toBe(true);
    expect(csv).toContain(`Archived,${visitor.name},${visitor.email}`);
    expect(csv).not.toContain("Earlier Visitor");
    expect(errors).toEqual([]);
  });

  it("a message without a subject gets a reply subject naming the club, and marking it unread keeps it unread", async () => {
    const { page, errors } = reviewer;
    await page.goto(`${server.url}${consolePagePaths.messages}?state=unread`);
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).getByRole("link", { name: "(no subject)" }).click();
    await page.getByRole("heading", { level: 1, name: "Message without a subject" }).waitFor();
    const reply = new URL((await page.getByRole("link", { name: "Reply" }).getAttribute("href"))!);
    expect(reply.searchParams.get("subject")).toBe(`Re: Your message to ${siteConfig.shortName}`);
    await page.getByRole("button", { name: "Mark unread" }).click();
    await page.getByRole("status").filter({ hasText: "1 message marked unread." }).waitFor();
    await expect.poll(() => page.locator("article header").getByText("Unread", { exact: true }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Mark unread" }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("the visits page shows the views as a chart and, on request, as a table, with top pages and referrers", async () => {
    const { page, errors } = reviewer;
    await page.goto(`${server.url}${consolePagePaths.visits}`);
    await page.getByRole("img", { name: "Page views per day, last 30 days" }).waitFor();
    // The visitor's two pages, and the console pages are not public page views.
    const figure = (label: string) => page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) }).locator("dd").first();
    expect(await figure("Views in 30 days").textContent()).toBe("2");
    expect(await figure("Distinct sessions").textContent()).toBe("1");
    expect(await figure("Today").textContent()).toBe("2 views");
    expect(await figure("Busiest day").textContent()).toBe("2 views");

    const toggle = page.getByRole("button", { name: "Show as table" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    const days = page.getByRole("table", { name: "Page views and sessions per day, oldest first" });
    await days.waitFor();
    expect(await days.locator("tbody tr").count()).toBe(30);
    expect(await days.locator("tbody tr").last().locator("td").allTextContents()).toEqual([expect.any(String), "2", "1"]);
    expect(await page.getByRole("button", { name: "Hide the table" }).getAttribute("aria-expanded")).toBe("true");

    const pages = page.getByRole("table", { name: "The ten most viewed pages" });
    expect(await pages.locator("tbody tr").allTextContents()).toEqual(expect.arrayContaining(["/1", "/team1"]));
    const referrers = page.getByRole("table", { name: "Where views came from, by the referring site" });
    expect(await referrers.locator("tbody tr").allTextContents()).toEqual(["Direct or internal2"]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("an admin sees the sign-ins in the activity log; a reviewer is told the page is not for their role", async () => {
    const { page, errors } = reviewer;
    await page.goto(`${server.url}${consolePagePaths.activity}`);
    await page.getByRole("heading", { level: 1, name: "Not for your role" }).waitFor();
    expect(await page.getByRole("table").count()).toBe(0);

    const admin = await createSignedInOrganiser(browser, server, "admin", viewports.desktop);
    try {
      await admin.page.goto(`${server.url}${consolePagePaths.activity}`);
      const log = admin.page.getByRole("table", { name: "The activity log, newest first" });
      await log.waitFor();
      const signIns = log.locator("tbody tr").filter({ hasText: "Signed in" });
      await expect.poll(() => signIns.filter({ hasText: reviewer.email }).count()).toBe(1);
      expect(await signIns.filter({ hasText: admin.email }).count()).toBe(1);
      expect(await log.locator("tbody tr").filter({ hasText: "Archived 1 message" }).filter({ hasText: reviewer.email }).count()).toBe(1);
      expect(await log.locator("tbody tr").filter({ hasText: "Exported messages (state: archived)" }).count()).toBe(1);

      await admin.page.getByLabel("Action").selectOption("sign-in");
      await expect.poll(() => log.locator("tbody tr").count()).toBe(2);
      expect(await log.locator("tbody tr").filter({ hasNotText: "Signed in" }).count()).toBe(0);
      expect(new URL(admin.page.url()).search).toBe("?action=sign-in");
      expect(await seriousViolations(admin.page)).toEqual([]);
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
    }
    expect(errors).toEqual([]);
  });

  it("fits a phone: the pages never scroll sideways, only the tables inside their box", async () => {
    const phone = await openPage(browser, viewports.phone);
    try {
      await phone.context.addCookies(await reviewer.context.cookies(server.url));
      for (const path of [consolePagePaths.messages, `${consolePagePaths.messages}?state=archived`, consolePagePaths.visits]) {
        await phone.page.goto(`${server.url}${path}`);
        await phone.page.getByRole("heading", { level: 1 }).waitFor();
        await phone.page.locator("table, [role=img]").first().waitFor();
        expect(await overflowsSideways(phone.page), path).toBe(false);
      }
      await phone.page.goto(`${server.url}${consolePagePaths.messages}?state=archived`);
      await rows(phone.page).getByRole("link").first().click();
      await phone.page.getByRole("heading", { level: 1, name: visitor.subject }).waitFor();
      expect(await overflowsSideways(phone.page)).toBe(false);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
