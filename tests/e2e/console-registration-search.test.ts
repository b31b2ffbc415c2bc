import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { apiPaths } from "../../src/shared/api/paths.ts";
import { consolePagePaths } from "../../src/shared/console/paths.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "../../src/server/db/sample-content.ts";
import { roboticsAnswers, withConsentVersions } from "../support/factories.ts";
import { launchBrowser, viewports, screenshotForPeople } from "./support/browser.ts";
import { createSignedInOrganiser } from "./support/console.ts";
import { startRestartableServer, type RestartableServer } from "./support/own-database.ts";
import { seriousViolations } from "./support/page-checks.ts";

// Finding a registration in any event (docs/decisions/105): from the registrations
// page showing one event, a phone number typed with +880 finds a registration of another event, whose
// reference opens it; the way back returns to the results, and Clear to the event's table. On
// PostgreSQL when TEST_DATABASE_URL is set, else the embedded database.

const olympiadTitle = "Dhaka Science Olympiad 2027";
const roboticsTitle = "Robotics Workshop: Build a Line-Following Robot";
let browser: Browser;
let server: RestartableServer;
let olympiadReference = "";

async function register(body: object): Promise<string> {
  const response = await fetch(`${server.url}${apiPaths.eventRegistrations}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(withConsentVersions(body)),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

beforeAll(async () => {
  server = await startRestartableServer("e2e_search");
  olympiadReference = await register({
    eventId: ev.scienceOlympiad2027,
    categoryId: cat.college,
    registrationData: { full_name: "Nadia Islam", college_name: "Dhaka College", email: "nadia@example.org", phone: "01711111111", subjects: ["Physics"] },
  });
  await register({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: roboticsAnswers({ full_name: "Rafi Ahmed", phone: "01722222222", email: "rafi@example.org" }) });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it.each([
  ["a desktop", viewports.desktop],
  ["a phone", viewports.phone],
])("on %s, finds another event's registration by phone and opens it, then comes back to the event's table", async (_label, viewport) => {
  const reviewer = await createSignedInOrganiser(browser, server.console, "reviewer", viewport);
  try {
    const { page } = reviewer;
    await page.goto(`${server.url}${consolePagePaths.registrations}?event=${ev.roboticsWorkshop}`);
    const eventTable = page.getByRole("table", { name: `Registrations for ${roboticsTitle}, newest first` });
    await eventTable.getByText("Rafi Ahmed").waitFor();

    // Keyboard only: the field by its label, the search by Enter.
    const find = page.getByRole("searchbox", { name: "Find a registration in any event" });
    await find.focus();
    await page.keyboard.type("a");
    await page.keyboard.press("Enter");
    await page.getByRole("alert").filter({ hasText: "Type at least 2 characters to search across events." }).waitFor();
    await page.keyboard.press("Backspace");
    await page.keyboard.type("+880 1711-111111");
    await page.keyboard.press("Enter");

    const results = page.getByRole("table", { name: "Registrations in any event matching “+880 1711-111111”, newest first" });
    const row = results.locator("tbody tr");
    await expect.poll(() => row.count()).toBe(1);
    const cells = await row.locator("td").allInnerTexts();
    expect(cells.map((cell) => cell.trim())).toEqual([olympiadReference, "Nadia Islam", olympiadTitle, "College (HSC)", "Confirmed", expect.any(String), "nadia@example.org", "01711111111"]);
    // The search is personal data: it stays out of the address (decision 061).
    expect(page.url()).not.toContain("1711");
    expect(await eventTable.count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: `screenshots/console-registration-search-${viewport.width}.png`, fullPage: true });

    // The reference opens the registration; its way back returns to these results.
    await row.getByRole("link", { name: olympiadReference }).click();
    await page.getByRole("heading", { level: 1, name: `Registration for ${olympiadTitle}` }).waitFor();
    await page.getByRole("link", { name: "Back to registrations" }).click();
    await expect.poll(() => row.count()).toBe(1);
    expect(await find.inputValue()).toBe("+880 1711-111111");

    // Nothing found says so.
    await find.fill("01999999999");
    await find.press("Enter");
    await page.getByText("No registration matches “01999999999” in any event.").waitFor();

    // The browser's Back returns to the last search, and Clear to the event's table.
    await page.goBack();
    await expect.poll(() => row.count()).toBe(1);
    await page.getByRole("button", { name: "Clear" }).click();
    await eventTable.getByText("Rafi Ahmed").waitFor();
    expect(await find.inputValue()).toBe("");
    expect(reviewer.errors).toEqual([]);
  } finally {
    await reviewer.context.close();
  }
}, 120_000);

it("says to narrow a search that matches more than 50", async () => {
  for (let i = 0; i < 51; i++) {
    await register({
      eventId: ev.roboticsWorkshop,
      categoryId: cat.college,
      registrationData: roboticsAnswers({ full_name: `Crowd Member ${i}`, phone: `0181${String(i).padStart(7, "0")}`, email: `crowd${i}@example.org` }),
    });
  }
  const reviewer = await createSignedInOrganiser(browser, server.console, "reviewer", viewports.desktop);
  try {
    const { page } = reviewer;
    await page.goto(`${server.url}${consolePagePaths.registrations}`);
    const find = page.getByRole("searchbox", { name: "Find a registration in any event" });
    await find.fill("Crowd Member");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByText("Showing the newest 50; narrow the search.").waitFor();
    expect(await page.getByRole("table", { name: /Registrations in any event matching/ }).locator("tbody tr").count()).toBe(50);
    expect(await seriousViolations(page)).toEqual([]);
    expect(reviewer.errors).toEqual([]);
  } finally {
    await reviewer.context.close();
  }
}, 120_000);
