import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../../src/shared/api/paths.ts";
import { overviewLinks } from "../../src/shared/console/overview.ts";
import { consolePagePaths } from "../../src/shared/console/paths.ts";
import { sampleCategoryIds, sampleEventIds } from "../../src/server/db/sample-content.ts";
import { applicationPayload, contactMessagePayload, withConsentVersions } from "../support/factories.ts";
import { launchBrowser, viewports, screenshotForPeople } from "./support/browser.ts";
import { createSignedInOrganiser } from "./support/console.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { overflowsSideways, seriousViolations } from "./support/page-checks.ts";

const olympiad = sampleEventIds.scienceOlympiad2027;
const olympiadTitle = "Dhaka Science Olympiad 2027";

describe("console: the Overview", () => {
  let server: RunningServer;
  let browser: Browser;

  async function submit(path: string, body: object) {
    const response = await fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(response.status, await response.clone().text()).toBe(201);
  }

  // Two people: an event takes one registration per e-mail address or phone number (decision 100).
  const registration = (name: string, email: string, phone: string) => withConsentVersions({
    eventId: olympiad,
    categoryId: sampleCategoryIds.college,
    registrationData: {
      full_name: name,
      college_name: "Notre Dame College",
      email,
      phone,
      subjects: ["Physics"],
      previous_olympiads: "Divisional physics olympiad, 2025.",
    },
  });

  // The sample content has no submissions: these are every one the Overview can count.
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    await submit(apiPaths.applications, applicationPayload());
    await submit(apiPaths.contactMessages, contactMessagePayload({ email: "first@example.org" }));
    await submit(apiPaths.contactMessages, contactMessagePayload({ email: "second@example.org" }));
    await submit(apiPaths.eventRegistrations, registration("Nadia Islam", "nadia@example.org", "01700000001"));
    await submit(apiPaths.eventRegistrations, registration("Rafi Ahmed", "rafi@example.org", "01700000002"));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const main = (page: Page) => page.getByRole("main");
  const eventCard = (page: Page) => main(page).getByRole("article").filter({ has: page.getByRole("heading", { name: olympiadTitle }) });

  it("shows an admin what needs doing, and each count's link opens the list filtered to those rows", async () => {
    const admin = await createSignedInOrganiser(browser, server, "admin", viewports.desktop);
    const { page, errors } = admin;
    try {
      expect(new URL(page.url()).pathname).toBe(consolePagePaths.home);
      await main(page).getByRole("heading", { level: 2, name: "What needs doing" }).waitFor();
      for (const name of ["1 payment to verify", "2 unread messages", "0 failed e-mails"]) await main(page).getByRole("link", { name }).waitFor();
      expect(await main(page).getByText("Nothing waiting").count()).toBe(0);
      await eventCard(page).getByRole("link", { name: "2 registrations" }).waitFor();
      expect(await eventCard(page).getByText("You have not opened its registrations yet.").count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await overflowsSideways(page)).toBe(false);
      await screenshotForPeople(page, { path: "screenshots/console-overview-desktop.png", fullPage: true });

      // By keyboard: the event's count is a link like any other.
      await eventCard(page).getByRole("link", { name: "2 registrations" }).focus();
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.pathname === consolePagePaths.registrations && url.searchParams.get("event") === olympiad);
      const rows = page.getByRole("table", { name: `Registrations for ${olympiadTitle}, newest first` }).locator("tbody tr");
      await expect.poll(() => rows.count()).toBe(2);
      expect(await main(page).getByRole("combobox", { name: "Status" }).inputValue()).toBe("");
      // The waiting-list count's link: the same event's table, waitlisted only (nobody waits here).
      await page.goto(`${server.url}${overviewLinks.waitlisted(olympiad)}`);
      await main(page).getByText("No registrations match.").waitFor();
      expect(await main(page).getByRole("combobox", { name: "Status" }).inputValue()).toBe("waitlisted");
      expect(await main(page).getByRole("combobox", { name: "Event" }).inputValue()).toBe(olympiad);
      await screenshotForPeople(page, { path: "screenshots/console-overview-waitlist-link-desktop.png" });

      // Back on the Overview, what this admin has now seen is no longer new.
      await page.getByRole("navigation").getByRole("link", { name: "Overview" }).click();
      await eventCard(page).getByRole("link", { name: "0 new registrations" }).waitFor();
      expect(await eventCard(page).getByText("Since you last opened its registrations.").count()).toBe(1);

      await main(page).getByRole("link", { name: "1 payment to verify" }).click();
      await page.waitForURL((url) => url.pathname === consolePagePaths.applications && url.searchParams.get("status") === "pending");
      const applicants = main(page).getByRole("table").locator("tbody tr");
      await expect.poll(() => applicants.count()).toBe(1);
      expect(await applicants.first().innerText()).toContain(applicationPayload().fullName);

      await page.goBack();
      await main(page).getByRole("link", { name: "2 unread messages" }).click();
      await page.waitForURL((url) => url.pathname === consolePagePaths.messages && url.searchParams.get("state") === "unread");
      await expect.poll(() => main(page).getByRole("table").locator("tbody tr").count()).toBe(2);
      expect(errors).toEqual([]);
    } finally {
      await admin.context.close();
    }
  });

  it("on a phone, a reviewer gets the counts of their role (no e-mail), and an editor only their pages", async () => {
    const reviewer = await createSignedInOrganiser(browser, server, "reviewer", viewports.phone);
    try {
      const { page, errors } = reviewer;
      await main(page).getByRole("link", { name: "1 payment to verify" }).waitFor();
      // Another organiser's visit to the list left this one's count alone.
      await eventCard(page).getByRole("link", { name: "2 registrations" }).waitFor();
      expect(await main(page).getByRole("link", { name: /failed e-mail/ }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await overflowsSideways(page)).toBe(false);
      await screenshotForPeople(page, { path: "screenshots/console-overview-phone.png", fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await reviewer.context.close();
    }

    const editor = await createSignedInOrganiser(browser, server, "editor", viewports.phone);
    try {
      const { page, errors } = editor;
      await main(page).getByRole("heading", { level: 2, name: "Your pages" }).waitFor();
      expect(await main(page).getByRole("heading", { name: "What needs doing" }).count()).toBe(0);
      expect(await main(page).getByRole("link", { name: "Site content" }).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await editor.context.close();
    }
  });
});
