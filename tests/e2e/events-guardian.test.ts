import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { consolePagePaths } from "../../src/shared/console/paths.ts";
import { legalVersions } from "../../src/shared/legal-versions.ts";
import { launchBrowser, openPage, viewports } from "./support/browser.ts";
import { createSignedInOrganiser } from "./support/console.ts";
import { chooseCategory, openRegistration } from "./support/events.ts";
import { seriousViolations } from "./support/page-checks.ts";
import { startRestartableServer, type RestartableServer } from "./support/own-database.ts";

// An event whose participants may be under 18 (docs/decisions/124), end to end: the
// registration form asks for the guardian with the form's own required-field behaviour, the server
// stores the guardian and what the registration accepted (decision 123), and the console shows both.

const workshop = "Robotics Workshop: Build a Line-Following Robot";
let browser: Browser;
let server: RestartableServer;

beforeAll(async () => {
  server = await startRestartableServer("e2e_guardian");
  // Marked as the event editor's checkbox saves it.
  await server.query(`update events set participants_may_be_under_18 = true where title = '${workshop.replace(/'/g, "''")}'`);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it("a visitor registers for an under-18 event with the guardian's details; the console shows the guardian and the consent", async () => {
  const { page, context, errors } = await openPage(browser, viewports.phone);
  let reference = "";
  try {
    const dialog = await openRegistration(page, server.url, workshop);
    await chooseCategory(page, "College (HSC)");
    const guardian = dialog.getByRole("group", { name: "Guardian", exact: true });
    await guardian.getByText("Participants of this event may be under 18").waitFor();
    await dialog.getByLabel("Full Name").fill("Tania Akter");
    await dialog.getByLabel("College Roll").fill("2412888");
    await dialog.getByRole("combobox", { name: "Section" }).click();
    await page.getByRole("option", { name: "Science A" }).click();
    await dialog.getByLabel("Mobile Number").fill("01722334455");
    await dialog.getByLabel("Email Address").fill("tania@example.org");
    await dialog.getByRole("radio", { name: "Never" }).click();
    await dialog.getByRole("link", { name: "Privacy Policy" }).waitFor();

    // The guardian's fields are required as the form's own are: marked, and refused at the field.
    const name = guardian.getByLabel("Guardian's name");
    expect(await name.getAttribute("required")).not.toBeNull();
    const submit = dialog.getByRole("button", { name: "Submit Registration" });
    await submit.click();
    await guardian.getByText("Guardian's name is required").waitFor();
    await guardian.getByText("Guardian's phone is required").waitFor();
    await guardian.getByText("Guardian's consent is required").waitFor();
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await name.fill("Rahima Begum");
    await guardian.getByLabel("Guardian's phone").fill("+880 1811-223344");
    await submit.click();
    await guardian.getByText("Guardian's consent is required").waitFor();
    await guardian.getByRole("checkbox", { name: "I am the participant's guardian, or have their guardian's consent, for this registration." }).click();
    const posted = page.waitForResponse((response) => response.url().endsWith("/api/event-registrations") && response.request().method() === "POST");
    await submit.click();
    const answer = await posted;
    expect(answer.status(), await answer.text()).toBe(201);
    reference = ((await answer.json()) as { reference: string }).reference;
    // One confirmation: the panel, which says what the spec's toast said (decision 139).
    await page.getByTestId("confirmation-panel").filter({ hasText: "Registration Submitted!" }).waitFor();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }

  const [stored] = await server.query<{ id: string; guardian_name: string; guardian_phone: string; privacy_policy_version: string }>(
    `select id, guardian_name, guardian_phone, privacy_policy_version from event_registrations where reference = '${reference}'`,
  );
  expect(stored).toMatchObject({ guardian_name: "Rahima Begum", guardian_phone: "01811223344", privacy_policy_version: legalVersions.privacyPolicy.id });

  const reviewer = await createSignedInOrganiser(browser, server.console, "reviewer", viewports.desktop);
  const { page: console } = reviewer;
  await console.goto(`${server.url}${consolePagePaths.registrations}/${stored!.id}`);
  await console.getByRole("heading", { level: 1, name: `Registration for ${workshop}` }).waitFor();
  const consent = console.getByRole("region", { name: "Guardian and consent" });
  await consent.getByText("Rahima Begum").waitFor();
  await consent.getByText("01811223344").waitFor();
  await consent.getByText(`Accepted privacy policy ${legalVersions.privacyPolicy.id} and terms ${legalVersions.terms.id} at`).waitFor();
  expect(await seriousViolations(console)).toEqual([]);
  expect(reviewer.errors).toEqual([]);
});
