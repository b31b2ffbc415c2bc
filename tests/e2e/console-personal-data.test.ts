import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { applicationStatusMessages } from "#features/applications/status.ts";
import { apiPaths } from "../../src/shared/api/paths.ts";
import { consolePagePaths } from "../../src/shared/console/paths.ts";
import { applicationPayload, registrationPayload, roboticsAnswers } from "../support/factories.ts";
import { readZip } from "../support/zip.ts";
import { gotoHydrated, launchBrowser, openPage, viewports, screenshotForPeople } from "./support/browser.ts";
import { createSignedInOrganiser } from "./support/console.ts";
import { startRestartableServer, type RestartableServer } from "./support/own-database.ts";
import { seriousViolations } from "./support/page-checks.ts";

// An admin finds a student by phone number, downloads everything held about them, erases it, and
// the public status page then finds nothing (decision 118). The search stays out of the
// address. On PostgreSQL when TEST_DATABASE_URL is set, else the embedded database.

const student = { fullName: "Tahmina Akter", email: "tahmina.akter@example.org", phone: "01755512345", collegeRoll: "2024-391" };
let browser: Browser;
let server: RestartableServer;
let applicationReference = "";

async function post(path: string, body: unknown): Promise<{ reference: string }> {
  const response = await fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { reference: string };
}

beforeAll(async () => {
  server = await startRestartableServer("e2e_personal_data");
  applicationReference = (await post(apiPaths.applications, applicationPayload({ ...student, accountNumber: student.phone, accountName: student.fullName, transactionId: "TXTAHMINA1" }))).reference;
  await post(apiPaths.eventRegistrations, registrationPayload({ registrationData: roboticsAnswers({ full_name: student.fullName, phone: student.phone, email: student.email, college_roll: student.collegeRoll }) }));
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it("finds a student by phone, downloads the ZIP, erases after the confirmation, and the status page finds nothing", async () => {
  const admin = await createSignedInOrganiser(browser, server.console, "admin", viewports.desktop);
  try {
    const { page } = admin;
    await page.goto(`${server.url}${consolePagePaths.personalData}`);
    const search = page.getByRole("searchbox", { name: "Find a person" });
    await search.focus();
    await page.keyboard.type("+880 1755-512345");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 2, name: "Membership applications (1)" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Event registrations (1)" }).waitFor();
    expect(page.url()).not.toContain("1755");
    await screenshotForPeople(page, { path: "screenshots/console-personal-data-1280.png", fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(viewports.phone);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: "screenshots/console-personal-data-390.png", fullPage: true });
    await page.setViewportSize(viewports.desktop);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download everything (ZIP)" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = readZip(readFileSync((await download.path())!));
    expect(entries.has("person.json")).toBe(true);
    expect(entries.get("membership-applications.csv")!.toString("utf8")).toContain(student.fullName);

    // Erased by keyboard: the dialog opens with Cancel focused, Tab reaches Erase.
    await page.getByRole("button", { name: "Erase…" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "Erase this person's data?" });
    await dialog.getByText("Membership applications (1): deleted").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: "screenshots/console-personal-data-confirm.png" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Erase");
    await page.keyboard.press("Enter");
    await page.getByText("Erased", { exact: true }).waitFor();
    await page.getByText("Nothing is held about this person.").waitFor();
    expect(admin.errors).toEqual([]);
  } finally {
    await admin.context.close();
  }

  // The public status page no longer knows the reference.
  const visitor = await openPage(browser, viewports.phone);
  try {
    await gotoHydrated(visitor.page, `${server.url}/join-us/status?reference=${applicationReference}`);
    await visitor.page.getByRole("textbox", { name: "E-mail address" }).fill(student.email);
    await visitor.page.getByRole("button", { name: "Check status" }).click();
    await visitor.page.getByRole("alert").filter({ hasText: applicationStatusMessages.notFound }).waitFor();
  } finally {
    await visitor.context.close();
  }
  const response = await fetch(`${server.url}${apiPaths.applicationStatus}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ reference: applicationReference, email: student.email }),
  });
  expect(response.status).toBe(404);
  expect(((await response.json()) as { message: string }).message).toBe(applicationStatusMessages.notFound);
}, 180_000);
