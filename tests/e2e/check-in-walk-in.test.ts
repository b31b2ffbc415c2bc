import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { consoleApiPath, consolePagePaths } from "../../src/shared/console/paths.ts";
import { sampleEventIds as ev } from "../../src/server/db/sample-content.ts";
import { launchBrowser, viewports, screenshotForPeople } from "./support/browser.ts";
import { createSignedInOrganiser } from "./support/console.ts";
import { startRestartableServer, type RestartableServer } from "./support/own-database.ts";
import { seriousViolations } from "./support/page-checks.ts";

// Walk-ins at the door (docs/decisions/122): a check-in helper, on a phone, registers
// someone with the event's own form (the public form's fields and rules), is told which field is
// wrong, fixes it and gets the green panel; an admin then sees the walk-in checked in. On PostgreSQL
// when TEST_DATABASE_URL is set, else on the embedded database.

const olympiad = ev.scienceOlympiad2027;
const olympiadTitle = "Dhaka Science Olympiad 2027";
let browser: Browser;
let server: RestartableServer;

beforeAll(async () => {
  server = await startRestartableServer("e2e_walk_in");
  // A check-in helper's door opens today's and tomorrow's events (decision 136): the olympiad is about to start.
  await server.query(`update events set starts_at = now() + interval '1 hour', ends_at = null where id = '${olympiad}'`);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it("registers a walk-in with the event's own form, checks them in at once, and shows them to an admin as a walk-in", async () => {
  const helper = await createSignedInOrganiser(browser, server.console, "checkin", viewports.phone);
  const { page } = helper;
  // From the event's door, as a helper reaches it on the day.
  await page.goto(`${server.url}${consoleApiPath(consolePagePaths.door, { eventId: olympiad })}`);
  await page.getByRole("link", { name: "Register a walk-in" }).click();
  await page.getByRole("heading", { name: `Walk-in: ${olympiadTitle}` }).waitFor();
  expect(page.url()).toBe(`${server.url}${consoleApiPath(consolePagePaths.walkIn, { eventId: olympiad })}`);
  // The categories the site offers, with their seats.
  await page.getByRole("radio", { name: /School \(Class 6-10\)/ }).waitFor();
  await page.getByRole("radio", { name: /College \(HSC\).*No seat limit/ }).check();
  const form = page.getByRole("form", { name: "Walk-in registration: College (HSC)" });
  await form.getByLabel("Full Name").fill("Farhan Kabir");
  await form.getByLabel("College Name").fill("Notre Dame College");
  await form.getByLabel("Email Address").fill("farhan at example.org");
  await form.getByLabel("Mobile Number").fill("01755123456");
  await form.getByRole("checkbox", { name: "Chemistry" }).check();
  expect(await seriousViolations(page)).toEqual([]);

  // The public form's own check, at its field: nothing is sent.
  await form.getByRole("button", { name: "Register and check in" }).click();
  const emailError = form.getByText("Email Address must be a valid email address");
  await emailError.waitFor();
  await expect.poll(() => form.getByLabel("Email Address").evaluate((input) => input === document.activeElement)).toBe(true);
  expect(await form.getByLabel("Email Address").getAttribute("aria-invalid")).toBe("true");
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByLabel("Email Address").fill("farhan@example.org");
  await expect.poll(() => emailError.count()).toBe(0);
  await form.getByRole("button", { name: "Register and check in" }).click();
  const done = page.getByRole("status").filter({ hasText: "Checked in:" });
  await done.waitFor();
  const heading = (await done.getByRole("heading").textContent()) ?? "";
  expect(heading).toMatch(/^Checked in: Farhan Kabir · College \(HSC\) · GSC-[A-Z0-9]{4}-[A-Z0-9]{2}$/);
  const reference = heading.split(" · ").at(-1)!;
  // Their ticket, to photograph or send: the QR code and the ticket's own address.
  await done.getByRole("img", { name: `QR code of ${reference}'s ticket` }).waitFor();
  expect(await done.getByRole("link", { name: /open it to send/ }).getAttribute("href")).toContain(reference);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotForPeople(page, { path: "screenshots/console-walk-in-done-phone.png", fullPage: true });

  // "Register another" starts again with an empty form; "Back to the door" leads to the event's door.
  await done.getByRole("button", { name: "Register another" }).click();
  await page.getByRole("radio", { name: /College \(HSC\)/ }).check();
  expect(await page.getByRole("form", { name: "Walk-in registration: College (HSC)" }).getByLabel("Full Name").inputValue()).toBe("");
  expect(await page.getByRole("link", { name: "Back to the door" }).first().getAttribute("href")).toBe(`/organiser/check-in/${olympiad}`);
  await screenshotForPeople(page, { path: "screenshots/console-walk-in-form-phone.png", fullPage: true });
  // Back at the door, the walk-in is in: a search finds them checked in, by this helper.
  await page.getByRole("link", { name: "Back to the door" }).first().click();
  await page.getByRole("heading", { name: olympiadTitle, level: 1 }).waitFor();
  await page.getByLabel("Name, phone, e-mail or reference").fill(reference);
  await page.getByLabel("Name, phone, e-mail or reference").press("Enter");
  await page.getByRole("listitem").filter({ hasText: reference }).getByText(/^In at .+ by /).waitFor();
  expect(helper.errors).toEqual([]);
  await helper.context.close();

  // An admin sees them in the registrations table, checked in and marked a walk-in, and counted in the attendance.
  const admin = await createSignedInOrganiser(browser, server.console, "admin", viewports.desktop);
  await admin.page.goto(`${server.url}${consolePagePaths.registrations}?event=${olympiad}`);
  const row = admin.page.locator("tbody tr").filter({ hasText: "Farhan Kabir" });
  await row.waitFor();
  await row.getByText("Walk-in", { exact: true }).waitFor();
  await row.getByText(/^by /).waitFor();
  const attendance = admin.page.getByRole("table", { name: /Attendance of this event/ });
  const all = attendance.getByRole("row", { name: /All categories/ });
  await all.waitFor();
  expect((await all.getByRole("cell").allTextContents()).map((text) => text.trim())).toEqual(["1", "1", "1", "–not yet: the event has not started"]);
  await admin.context.close();

  const [stored] = await server.query<{ walk_in: boolean; status: string; checked_in: boolean }>(
    `select walk_in, status, checked_in_at is not null as checked_in from event_registrations where reference = '${reference}'`,
  );
  expect(stored).toEqual({ walk_in: true, status: "confirmed", checked_in: true });
});

it("lets only an admin register a walk-in beyond the seats of a full category", async () => {
  // The College category holds one seat, taken by the walk-in above.
  await server.query(`update event_registration_forms set capacity = 1 where event_id = '${olympiad}' and active and category_id = (select id from event_categories where name = 'College (HSC)')`);
  const walkInUrl = () => `${server.url}${consoleApiPath(consolePagePaths.walkIn, { eventId: olympiad })}`;

  const helper = await createSignedInOrganiser(browser, server.console, "checkin", viewports.phone);
  await helper.page.goto(walkInUrl());
  await helper.page.getByRole("radio", { name: /College \(HSC\).*Full/ }).check();
  await helper.page.getByText("Only an admin can let a walk-in in beyond the seats.").waitFor();
  expect(await helper.page.getByRole("checkbox", { name: "Allow beyond the seats" }).count()).toBe(0);
  await helper.context.close();

  const admin = await createSignedInOrganiser(browser, server.console, "admin", viewports.desktop);
  const { page } = admin;
  await page.goto(walkInUrl());
  await page.getByRole("radio", { name: /College \(HSC\).*Full/ }).check();
  const form = page.getByRole("form", { name: "Walk-in registration: College (HSC)" });
  await form.getByLabel("Full Name").fill("Ishrat Jahan");
  await form.getByLabel("College Name").fill("Viqarunnisa Noon College");
  await form.getByLabel("Email Address").fill("ishrat@example.org");
  await form.getByLabel("Mobile Number").fill("01755654321");
  await form.getByRole("checkbox", { name: "Physics" }).check();
  // Without the override, the server's sentence at the form.
  await form.getByRole("button", { name: "Register and check in" }).click();
  await form.getByRole("alert").filter({ hasText: "This category is full: no seats are left." }).waitFor();
  await form.getByRole("checkbox", { name: "Allow beyond the seats" }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotForPeople(page, { path: "screenshots/console-walk-in-full-desktop.png", fullPage: true });
  await form.getByRole("button", { name: "Register and check in" }).click();
  const done = page.getByRole("status").filter({ hasText: "Checked in: Ishrat Jahan" });
  await done.waitFor();
  await done.getByText("Let in beyond the seats.").waitFor();
  await admin.context.close();
});
