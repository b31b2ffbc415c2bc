import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "../../src/server/db/sample-content.ts";
import { seatMessages } from "#features/events/rules.ts";
import { gotoHydrated, launchBrowser, openPage, viewports, screenshotForPeople } from "./support/browser.ts";
import { startRestartableServer, type RestartableServer } from "./support/own-database.ts";
import { createSignedInOrganiser } from "./support/console.ts";
import { chooseCategory, openRegistration } from "./support/events.ts";
import { withConsentVersions } from "../support/factories.ts";

// Seats and calendar files in the browser (docs/decisions/078), on the server's own
// database: PostgreSQL when TEST_DATABASE_URL is set, otherwise its own embedded data directory.

const workshop = "Robotics Workshop: Build a Line-Following Robot";
let browser: Browser;
let server: RestartableServer;

beforeAll(async () => {
  server = await startRestartableServer("e2e_seats");
  // The workshop: 50 seats, its College category 10, of which 9 are taken.
  await server.query(`
    update events set capacity = 50 where id = '${ev.roboticsWorkshop}';
    update event_registration_forms set capacity = 10 where event_id = '${ev.roboticsWorkshop}' and category_id = '${cat.college}';
    insert into event_registrations (event_id, category_id, registration_data)
      select '${ev.roboticsWorkshop}', '${cat.college}', '{}'::jsonb from generate_series(1, 9);
  `);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const college = {
  full_name: "Rafi Ahmed",
  college_roll: "2412399",
  section: "Science A",
  phone: "01700000001",
  email: "rafi@example.org",
  experience: "Never",
};

it("shows seats left on the card, downloads the calendar file, and refuses the 11th of 10 seats at the form", async () => {
  const { page, context, errors } = await openPage(browser);
  try {
    await gotoHydrated(page, `${server.url}/events`);
    const card = page.locator("article", { has: page.getByRole("heading", { name: workshop }) });
    await card.getByText("41 seats left", { exact: true }).waitFor();

    // Its name is the visible "Add to calendar" followed by the event, read from hidden text.
    const calendarLink = card.getByRole("link", { name: "Add to calendar" });
    expect(await calendarLink.textContent()).toBe(`Add to calendar: ${workshop} (.ics file)`);
    expect(await calendarLink.getAttribute("download")).not.toBeNull();
    const downloading = page.waitForEvent("download");
    await calendarLink.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("Robotics-Workshop-Build-a-Line-Following-Robot.ics");
    const ics = await readFile((await download.path())!, "utf8");
    expect(ics).toContain("\r\nDTSTART;TZID=Asia/Dhaka:20261211T093000\r\n");
    expect(ics).toContain("\r\nBEGIN:VTIMEZONE\r\nTZID:Asia/Dhaka\r\n");

    const dialog = await openRegistration(page, server.url, workshop);
    await chooseCategory(page, "College (HSC)");
    await dialog.getByText("1 seat left", { exact: true }).waitFor();
    await dialog.getByLabel("Full Name").fill(college.full_name);
    await dialog.getByLabel("College Roll").fill(college.college_roll);
    await dialog.getByRole("combobox", { name: "Section" }).click();
    await page.getByRole("option", { name: college.section }).click();
    await dialog.getByLabel("Mobile Number").fill(college.phone);
    await dialog.getByLabel("Email Address").fill(college.email);
    await dialog.getByRole("radio", { name: college.experience }).click();

    // Someone else (another e-mail and phone: decision 100) takes the last seat while the visitor fills the form: the 10th of 10.
    const taken = await fetch(`${server.url}/api/event-registrations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(withConsentVersions({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: { ...college, email: "first@example.org", phone: "01700000002" } })),
    });
    expect(taken.status).toBe(201);

    await dialog.getByRole("button", { name: "Submit Registration" }).click();
    const refused = dialog.getByRole("alert").filter({ hasText: seatMessages.categoryFull });
    await refused.waitFor();
    // The dialog stays open with the answers, the message at the form.
    expect(await dialog.getByLabel("Full Name").inputValue()).toBe(college.full_name);
    await screenshotForPeople(page, { path: "screenshots/event-seats-refused.png" });

    // Opened again, the category says it is full before anything is typed.
    await page.keyboard.press("Escape");
    await gotoHydrated(page, `${server.url}/events`);
    await openRegistration(page, server.url, workshop);
    await chooseCategory(page, "College (HSC)");
    await page.getByRole("dialog").getByText(seatMessages.categoryFull).waitFor();
    expect(await page.getByRole("dialog").getByLabel("Full Name").count()).toBe(0);
    expect(errors.filter((error) => !error.includes("409"))).toEqual([]);
  } finally {
    await context.close();
  }
}, 120_000);

it("takes registrations after capacity on the waiting list, which a reviewer confirms from the console, over capacity only when asked", async () => {
  await server.query(`update events set waitlist_enabled = true where id = '${ev.roboticsWorkshop}'`);
  const waiting = await fetch(`${server.url}/api/event-registrations`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(withConsentVersions({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: { ...college, full_name: "Waiting Student", email: "waiting@example.org", phone: "01700000003" } })),
  });
  expect(waiting.status).toBe(201);
  expect(await waiting.json()).toMatchObject({ status: "waitlisted" });

  const reviewer = await createSignedInOrganiser(browser, server.console, "reviewer", viewports.desktop);
  try {
    const { page } = reviewer;
    await page.goto(`${server.url}/organiser/registrations?event=${ev.roboticsWorkshop}`);
    const row = page.locator("tbody tr", { hasText: "Waiting Student" });
    await row.getByText("Waiting list", { exact: true }).waitFor();
    await row.getByRole("button", { name: "Confirm", exact: true }).click();
    await row.getByRole("alert").getByText("No seat is free for this registration.", { exact: false }).waitFor();
    await row.getByRole("button", { name: "Confirm over capacity" }).click();
    await row.getByText("Confirmed", { exact: true }).waitFor();
    expect(await row.getByRole("button").count()).toBe(0);
    // This server sends no e-mail: the organiser is told the registrant does not know yet.
    expect(await row.getByRole("status").innerText()).toContain("The registrant was not e-mailed (e-mail is off, or the form has no e-mail answer)");
    await screenshotForPeople(page, { path: "screenshots/console-registration-waitlist.png" });
    expect(reviewer.errors.filter((error) => !error.includes("409"))).toEqual([]);
  } finally {
    await reviewer.context.close();
  }
}, 120_000);
