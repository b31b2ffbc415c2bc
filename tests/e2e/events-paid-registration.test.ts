import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { consolePagePaths } from "../../src/shared/console/paths.ts";
import { walletNumbers } from "../../src/shared/membership.ts";
import { launchBrowser, openPage, viewports } from "./support/browser.ts";
import { createSignedInOrganiser } from "./support/console.ts";
import { chooseCategory, openRegistration } from "./support/events.ts";
import { seriousViolations } from "./support/page-checks.ts";
import { startRestartableServer, type RestartableServer } from "./support/own-database.ts";

// A paid event category (docs/decisions/116), end to end: a visitor registers for
// the Robotics Workshop's College category, which costs 150 TK, paying online; a reviewer pastes the
// wallet's SMS on the Payments page, verifies it after the preview, and the registration is confirmed.

const workshop = "Robotics Workshop: Build a Line-Following Robot";
const transactionId = "BKE2E150PQ";
let browser: Browser;
let server: RestartableServer;

/** Now in Dhaka as the wallets write it in an SMS: 26/11/2026 14:05. */
function dhakaNow(): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Dhaka", day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

beforeAll(async () => {
  server = await startRestartableServer("e2e_paid_registration");
  // The College category of the workshop carries a fee (as the event editor saves it).
  await server.query(`
    update event_registration_forms set fee_taka = 150
    where active and category_id = (select id from event_categories where name = 'College (HSC)')
      and event_id = (select id from events where title = '${workshop.replace(/'/g, "''")}')`);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it("a visitor registers for a paid category online; a reviewer pastes the SMS and verifies it; the registration is confirmed", async () => {
  const { page, context, errors } = await openPage(browser);
  let reference = "";
  try {
    const dialog = await openRegistration(page, server.url, workshop);
    await chooseCategory(page, "College (HSC)");
    await dialog.getByText("Fee: 150 TK").waitFor();
    await dialog.getByLabel("Full Name").fill("Tahmid Rahman");
    await dialog.getByLabel("College Roll").fill("2412777");
    await dialog.getByRole("combobox", { name: "Section" }).click();
    await page.getByRole("option", { name: "Science A" }).click();
    await dialog.getByLabel("Mobile Number").fill("01744444444");
    await dialog.getByLabel("Email Address").fill("tahmid@example.org");
    await dialog.getByRole("radio", { name: "Never" }).click();

    // Without a payment type: Join Us's message at the payment, nothing sent.
    const submit = dialog.getByRole("button", { name: "Submit Registration" });
    await submit.click();
    await dialog.getByText("Please select a payment type").waitFor();
    await dialog.getByRole("radio", { name: "Online (bKash or Nagad)" }).click();
    await submit.click();
    await dialog.getByText("Transaction ID is required for online payment").waitFor();
    await dialog.getByRole("radio", { name: new RegExp(walletNumbers[0]!.replace(/[-+]/g, "\\$&")) }).click();
    await dialog.getByLabel("Account Name").fill("Tahmid Rahman");
    await dialog.getByLabel("Account Number").fill("01744444444");
    await dialog.getByLabel("Transaction ID").fill(transactionId.toLowerCase());
    expect(await seriousViolations(page)).toEqual([]);
    const posted = page.waitForResponse((response) => response.url().endsWith("/api/event-registrations") && response.request().method() === "POST");
    await submit.click();
    const answer = await posted;
    expect(answer.status()).toBe(201);
    const body = (await answer.json()) as { status: string; reference: string };
    expect(body.status).toBe("payment_pending");
    reference = body.reference;
    // One confirmation speaks (decision 139): the panel, not a toast.
    await page.getByText("Your seat is held while the club checks your payment.", { exact: false }).first().waitFor();
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }

  const reviewer = await createSignedInOrganiser(browser, server.console, "reviewer", viewports.desktop);
  const { page: console } = reviewer;
  await console.goto(`${server.url}${consolePagePaths.payments}`);
  await console.getByRole("heading", { level: 1, name: "Payments" }).waitFor();
  const waiting = console.getByRole("table", { name: "Applications waiting for payment verification, with the payment received for each" });
  const row = waiting.locator("tbody tr").filter({ hasText: reference });
  await row.getByText("Not received yet").waitFor();
  expect(await row.getByText(`Registration for ${workshop}`).count()).toBe(1);

  const sms = `You have received Tk 150.00 from 01744444444. Fee Tk 0.00. Balance Tk 9,350.00. TrxID ${transactionId} at ${dhakaNow()}`;
  await console.getByRole("textbox", { name: "Paste wallet SMS — any number, in any order" }).fill(sms);
  await console.getByRole("button", { name: "Read payments" }).click();
  await console.getByRole("status").filter({ hasText: "1 payment added" }).waitFor();
  await expect.poll(() => row.getByText("Matched", { exact: true }).count()).toBe(1);
  expect(await row.getByText("Sender number matches").count()).toBe(1);
  expect(await seriousViolations(console)).toEqual([]);

  await console.getByRole("button", { name: "Verify all exact matches" }).click();
  const preview = console.getByRole("region", { name: "Verify 1 paid registration?" });
  await preview.waitFor();
  expect(await preview.getByText(`Registration for ${workshop}`).count()).toBe(1);
  await preview.getByRole("button", { name: "Verify 1 paid registration" }).click();
  await console.getByRole("status").filter({ hasText: "1 paid registration verified" }).waitFor();
  await expect.poll(() => row.count()).toBe(0);

  // The registration, opened from the received payment it belongs to, is confirmed and paid.
  await console.getByRole("group", { name: "Show received payments" }).getByRole("button", { name: "All" }).click();
  const all = console.getByRole("table", { name: "Received payments, newest first" });
  const received = all.locator("tbody tr").filter({ hasText: transactionId });
  await received.getByRole("link", { name: reference }).click();
  await console.getByRole("heading", { level: 1, name: `Registration for ${workshop}` }).waitFor();
  await console.getByText("Confirmed", { exact: true }).waitFor();
  expect(await console.getByText(/Tk 150, online to .*, paid/).count()).toBe(1);
  expect(await seriousViolations(console)).toEqual([]);
  expect(reviewer.errors).toEqual([]);
});
