import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../../src/shared/api/paths.ts";
import { consoleApiPaths, consolePagePaths } from "../../src/shared/console/paths.ts";
import { applicationPayload, markedApplicant } from "../support/factories.ts";
import { launchBrowser, openPage, viewports, type CheckedPage, screenshotForPeople } from "./support/browser.ts";
import { createSignedInOrganiser, type SignedInOrganiser } from "./support/console.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { seriousViolations } from "./support/page-checks.ts";

describe("console: the activity log names rows and links to them", () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: SignedInOrganiser & CheckedPage;
  let applicationId: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const applicant = { ...markedApplicant("activity1"), fullName: "Ayesha Siddiqua Rahman" };
    const submitted = await fetch(`${server.url}${apiPaths.applications}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(applicationPayload({ ...applicant, transactionId: "TXACTIVITY1" })),
    });
    expect(submitted.status, await submitted.clone().text()).toBe(201);
    applicationId = ((await submitted.json()) as { id: string }).id;
    admin = await createSignedInOrganiser(browser, server, "admin", viewports.desktop);
    const changed = await admin.page.request.post(`${server.url}${consoleApiPaths.applicationsStatus}`, {
      headers: { origin: new URL(server.url).origin },
      data: { ids: [applicationId], status: "payment_verified" },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("reads an entry as a sentence whose applicant links to the application; filters by organiser and day in the URL", async () => {
    const { page, errors } = admin;
    await page.goto(`${server.url}${consolePagePaths.activity}`);
    const log = page.getByRole("table", { name: "The activity log, newest first" });
    const entry = log.locator("tbody tr").filter({ hasText: "Changed the application of Ayesha Siddiqua Rahman to payment verified" });
    await entry.waitFor();
    // The "What" column names rows: no id fragment ("df72ef91") is left in it.
    expect(await log.locator("tbody tr td:last-child").filter({ hasText: /\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{8}\b/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: "screenshots/console-activity-desktop.png", fullPage: true });

    await page.getByLabel("Organiser").selectOption({ label: admin.name });
    await expect.poll(() => new URL(page.url()).searchParams.get("organiser") ?? "").toMatch(/^[0-9a-f-]{36}$/);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dhaka" }).format(new Date());
    await page.getByLabel("From").fill(today);
    await expect.poll(() => new URL(page.url()).searchParams.get("from")).toBe(today);
    await entry.waitFor();
    await page.getByLabel("From").fill("2020-01-01");
    await page.getByLabel("To").fill("2020-01-31");
    await page.getByText("Nothing recorded yet.").waitFor();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await entry.waitFor();

    await entry.getByRole("link", { name: "Ayesha Siddiqua Rahman" }).click();
    await page.waitForURL(`**${consolePagePaths.applications}/${applicationId}`);
    await page.getByRole("heading", { level: 1, name: /Ayesha Siddiqua Rahman/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it("fits a phone: the page never scrolls sideways, only the table inside its box", async () => {
    const phone = await openPage(browser, viewports.phone);
    try {
      await phone.context.addCookies(await admin.context.cookies(server.url));
      await phone.page.goto(`${server.url}${consolePagePaths.activity}`);
      await phone.page.getByRole("table", { name: "The activity log, newest first" }).locator("tbody tr").first().waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
      expect(await seriousViolations(phone.page)).toEqual([]);
      await screenshotForPeople(phone.page, { path: "screenshots/console-activity-phone.png", fullPage: true });
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
