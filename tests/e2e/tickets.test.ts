import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, openPage, viewports, screenshotForPeople } from "./support/browser.ts";
import { addOrganiser, setPassword, signInAs } from "./support/console.ts";
import { sampleEventIds } from "../../src/server/db/sample-content.ts";
import { chooseCategory, openRegistration } from "./support/events.ts";
import { startRestartableServer, type RestartableServer } from "./support/own-database.ts";
import { overflowsSideways, seriousViolations } from "./support/page-checks.ts";

// A registrant's ticket (decision 114): the QR code in the confirmation panel, drawn by the
// server, and the printable ticket page it opens, on a phone. The QR code's address is compared in the
// SVG's source: the path of each dark run is the one the server draws for the ticket's own address.

const workshop = "Robotics Workshop: Build a Line-Following Robot";
let browser: Browser;
let server: RestartableServer;

beforeAll(async () => {
  server = await startRestartableServer("e2e_tickets");
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it("shows the ticket's QR code after registering, and its printable page on a phone passes axe", async () => {
  const { page, context, errors } = await openPage(browser);
  try {
    const qrRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/tickets/")) qrRequests.push(request.url());
    });
    const dialog = await openRegistration(page, server.url, workshop);
    await chooseCategory(page, "College (HSC)");
    await dialog.getByLabel("Full Name").fill("Tahmina Akter");
    await dialog.getByLabel("College Roll").fill("2412777");
    await dialog.getByRole("combobox", { name: "Section" }).click();
    await page.getByRole("option", { name: "Science A" }).click();
    await dialog.getByLabel("Mobile Number").fill("01833333333");
    await dialog.getByLabel("Email Address").fill("tahmina@example.org");
    await dialog.getByRole("radio", { name: "Never" }).click();
    await dialog.getByRole("button", { name: "Submit Registration" }).click();

    const panel = page.getByTestId("confirmation-panel");
    await panel.waitFor();
    const qr = panel.getByRole("img", { name: "QR code of your ticket, to show at the door" });
    await qr.waitFor();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const qrSrc = (await qr.getAttribute("src")) ?? "";
    expect(qrSrc).toMatch(/^\/api\/tickets\/GSC-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{2}\.[A-Za-z0-9_-]{22}\/qr\.svg$/);
    expect(qrRequests).toHaveLength(1);
    const ticketHref = (await panel.getByRole("link", { name: "Open your ticket to print or save it" }).getAttribute("href")) ?? "";
    expect(ticketHref).toBe(qrSrc.replace(/^\/api\/tickets\//, "/events/ticket/").replace(/\/qr\.svg$/, ""));
    await screenshotForPeople(page, { path: ".tmp/ticket-confirmation-panel.png", fullPage: false });

    // The QR code is drawn by the server: no QR code library came with the page's scripts.
    const scripts = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name).filter((name) => name.endsWith(".js")));
    for (const script of scripts) expect(await (await fetch(script)).text()).not.toMatch(/Expected number \[1\.\.40\]/);

    // The ticket page, at a phone's width.
    const phone = await openPage(browser, viewports.phone);
    try {
      const response = await phone.page.goto(`${server.url}${ticketHref}`);
      expect(response?.status()).toBe(200);
      const headers = response!.headers();
      expect(headers["cache-control"]).toBe("no-store");
      expect(headers["referrer-policy"]).toBe("no-referrer");
      expect(headers["x-robots-tag"]).toMatch(/noindex/);
      await phone.page.getByRole("heading", { level: 1, name: workshop }).waitFor();
      const ticket = phone.page.locator("[data-ticket]");
      expect(await ticket.innerText()).toContain("Tahmina Akter");
      expect(await ticket.innerText()).toContain("College (HSC)");
      const reference = ticketHref.split("/").at(-1)!.split(".")[0]!;
      expect(await ticket.innerText()).toContain(reference);
      // The page's QR code is the same drawing as the panel's image: the ticket's own address.
      const pageSvg = await ticket.locator("svg[role=img]").evaluate((svg) => svg.outerHTML);
      const imageSvg = await (await fetch(`${server.url}${qrSrc}`)).text();
      expect(pageSvg.match(/ d="([^"]+)"/)?.[1]).toBe(imageSvg.match(/ d="([^"]+)"/)?.[1]);
      expect(await phone.page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
      expect(await overflowsSideways(phone.page)).toBe(false);
      expect(await seriousViolations(phone.page)).toEqual([]);
      await screenshotForPeople(phone.page, { path: ".tmp/ticket-page-390.png", fullPage: true });
      expect(phone.errors).toEqual([]);

      // A reference alone, or with a made-up code, is the site's 404.
      expect((await phone.page.goto(`${server.url}/events/ticket/${reference}`))?.status()).toBe(404);
      expect((await phone.page.goto(`${server.url}/events/ticket/${reference}.${"A".repeat(22)}`))?.status()).toBe(404);
      // And the template the build prerendered is no ticket.
      expect((await phone.page.goto(`${server.url}/events/ticket/ticket`))?.status()).toBe(404);
    } finally {
      await phone.context.close();
    }
    // Not listed anywhere a crawler reads.
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain("/events/ticket");
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it("gives a check-in helper only Check-in, and an admin the attendance panel and a printable door list", async () => {
  // A check-in helper's door opens today's and tomorrow's events (decision 136): the workshop is about to start.
  await server.query(`update events set starts_at = now() + interval '1 hour', ends_at = now() + interval '5 hours' where id = '${sampleEventIds.roboticsWorkshop}'`);
  const helper = await addOrganiser(server.console, { role: "checkin", name: "Nadia Door" });
  const admin = await addOrganiser(server.console, { role: "admin" });
  const { page, context, errors } = await openPage(browser, viewports.desktop);
  try {
    await setPassword(page, helper.setupLink);
    await signInAs(page, server.url, helper.email);
    // The console's first page sends a helper to the door; the menu holds nothing else.
    await page.waitForURL(/\/organiser\/check-in$/);
    const menu = page.getByRole("navigation", { name: "Console" });
    expect(await menu.getByRole("link").allInnerTexts()).toEqual(["Check-in"]);
    await page.getByRole("heading", { level: 2, name: workshop }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: ".tmp/console-check-in.png", fullPage: true });
    // The door list of the workshop, with the registrant of the first test, by name.
    await page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: workshop }) }).getByRole("link", { name: /^Door list to print/ }).click();
    await page.getByRole("heading", { level: 2, name: workshop }).waitFor();
    const row = page.getByRole("row").filter({ hasText: "Tahmina Akter" });
    expect(await row.innerText()).toContain("College (HSC)");
    expect(await seriousViolations(page)).toEqual([]);
    await page.emulateMedia({ media: "print" });
    await screenshotForPeople(page, { path: ".tmp/console-door-list-print.png", fullPage: true });
    await page.emulateMedia({ media: "screen" });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }

  const adminPage = await openPage(browser, viewports.desktop);
  try {
    await setPassword(adminPage.page, admin.setupLink);
    await signInAs(adminPage.page, server.url, admin.email);
    await adminPage.page.goto(`${server.url}/organiser/registrations`);
    await adminPage.page.getByRole("combobox", { name: "Event" }).selectOption(sampleEventIds.roboticsWorkshop);
    const attendance = adminPage.page.getByRole("region", { name: "Attendance" });
    await attendance.waitFor();
    // The sample workshop has not started: nobody is a no-show yet (decision 146).
    expect(await attendance.getByRole("row", { name: /All categories/ }).innerText()).toMatch(/All categories\s+\d+\s+0\s+0\s+–\s+not yet: the event has not started/);
    // The registrations table's own Checked-in column, beside the attendance panel's.
    await adminPage.page.getByRole("table", { name: /^Registrations for / }).getByRole("columnheader", { name: "Checked in" }).waitFor();
    expect(await seriousViolations(adminPage.page)).toEqual([]);
    await screenshotForPeople(adminPage.page, { path: ".tmp/console-attendance.png", fullPage: false });
    expect(adminPage.errors).toEqual([]);
  } finally {
    await adminPage.context.close();
  }
});
