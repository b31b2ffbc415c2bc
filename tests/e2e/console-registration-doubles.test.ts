import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { apiPaths } from "../../src/shared/api/paths.ts";
import { consolePagePaths } from "../../src/shared/console/paths.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "../../src/server/db/sample-content.ts";
import { launchBrowser, viewports, screenshotForPeople } from "./support/browser.ts";
import { startRestartableServer, type RestartableServer } from "./support/own-database.ts";
import { createSignedInOrganiser } from "./support/console.ts";
import { seriousViolations } from "./support/page-checks.ts";
import { withConsentVersions } from "../support/factories.ts";

// Possible doubles in the console (docs/decisions/100): a registration inserted by
// hand with the e-mail of one that came through the site is marked on both rows, naming the other,
// and the filter lists only them. On PostgreSQL when TEST_DATABASE_URL is set, else the embedded database.

const olympiadTitle = "Dhaka Science Olympiad 2027";
let browser: Browser;
let server: RestartableServer;

let siteReference = "";
let handReference = "";

beforeAll(async () => {
  server = await startRestartableServer("e2e_doubles");
  const college = (name: string, email: string, phone: string) => ({
    eventId: ev.scienceOlympiad2027,
    categoryId: cat.college,
    registrationData: { full_name: name, college_name: "Dhaka College", email, phone, subjects: ["Physics"] },
  });
  const registrants: [string, string, string][] = [
    ["Nadia Islam", "nadia@example.org", "01711111111"],
    ["Rafi Ahmed", "rafi@example.org", "01722222222"],
  ];
  for (const [name, email, phone] of registrants) {
    const response = await fetch(`${server.url}${apiPaths.eventRegistrations}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(withConsentVersions(college(name, email, phone))),
    });
    expect(response.status).toBe(201);
    if (name === "Nadia Islam") siteReference = ((await response.json()) as { reference: string }).reference;
  }
  // Typed in by hand, Nadia's e-mail in capitals: the database reads who it is from.
  const [hand] = await server.query<{ reference: string }>(`
    insert into event_registrations (event_id, category_id, registration_data)
    values ('${ev.scienceOlympiad2027}', '${cat.college}', '{"full_name": "Nadia I.", "college_name": "Dhaka College", "email": "NADIA@example.org", "phone": "01799999999"}')
    returning reference`);
  handReference = hand!.reference;
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it.each([
  ["a desktop", viewports.desktop],
  ["a phone", viewports.phone],
])("on %s, marks both of a doubled pair with the other's reference, and lists only them with the filter", async (_label, viewport) => {
  const reviewer = await createSignedInOrganiser(browser, server.console, "reviewer", viewport);
  try {
    const { page } = reviewer;
    await page.goto(`${server.url}${consolePagePaths.registrations}?event=${ev.scienceOlympiad2027}`);
    const table = page.getByRole("table", { name: `Registrations for ${olympiadTitle}, newest first` });
    const rows = table.locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(3);
    const rowOf = (name: string) => rows.filter({ hasText: name });
    await rowOf("Nadia I.").getByText("Possible double", { exact: true }).waitFor();
    expect(await rowOf("Nadia I.").getByRole("link", { name: siteReference }).count()).toBe(1);
    expect(await rowOf("Nadia Islam").getByRole("link", { name: handReference }).count()).toBe(1);
    expect(await rowOf("Rafi Ahmed").getByText("Possible double").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: `screenshots/console-registration-doubles-${viewport.width}.png` });

    const onlyDoubles = page.getByRole("checkbox", { name: /Only possible doubles/ });
    // Checked once the address holds the filter (the address drives the table, decision 061).
    await onlyDoubles.click();
    await expect.poll(() => onlyDoubles.isChecked()).toBe(true);
    await expect.poll(() => rows.count()).toBe(2);
    expect(page.url()).toContain("doubles=1");
    expect(await rows.filter({ hasText: "Rafi Ahmed" }).count()).toBe(0);

    // The other registration's reference opens it.
    await rowOf("Nadia Islam").getByRole("link", { name: handReference }).click();
    await page.getByRole("heading", { level: 1, name: `Registration for ${olympiadTitle}` }).waitFor();
    expect(await page.getByText(handReference).count()).toBeGreaterThan(0);
    expect(reviewer.errors).toEqual([]);
  } finally {
    await reviewer.context.close();
  }
}, 120_000);
