import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../../src/shared/api/paths.ts";
import type { Application } from "#features/applications/rules.ts";
import { consolePagePaths } from "../../src/shared/console/paths.ts";
import { walletNumbers } from "../../src/shared/membership.ts";
import { applicationPayload, markedApplicant } from "../support/factories.ts";
import { launchBrowser, viewports, type CheckedPage, screenshotForPeople } from "./support/browser.ts";
import { createSignedInOrganiser, type SignedInOrganiser } from "./support/console.ts";
import { seriousViolations, overflowsSideways } from "./support/page-checks.ts";
import { startRestartableServer, type RestartableServer } from "./support/own-database.ts";

/** Now in Dhaka as the wallets write it in an SMS: 26/11/2026 14:05. */
function dhakaNow(): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Dhaka", day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/**
 * SMS in the layouts of src/features/payments/wallet-sms.fixtures.ts (bKash's one-line "You have
 * received", Nagad's "Money Received" a field a line) with made-up numbers, IDs and amounts.
 */
const bkashSms = (taka: string, from: string, id: string) =>
  `You have received Tk ${taka} from ${from}. Fee Tk 0.00. Balance Tk 9,200.00. TrxID ${id} at ${dhakaNow()}`;
const nagadSms = (taka: string, from: string, id: string) =>
  `Money Received.\nAmount: Tk ${taka}\nSender: ${from}\nRef: membership\nTxnID: ${id}\nBalance: Tk 1,200.00\n${dhakaNow()}`;

const bkash = walletNumbers[0]!;
const nagad = walletNumbers[1]!;

/** An online application paid to the club's bKash (or Nagad) number with `transactionId`. */
function application(marker: string, name: string, transactionId: string, paymentNumber = bkash, accountNumber = `0171100030${marker}`): Application {
  return applicationPayload({ ...markedApplicant(`pay${marker}`), fullName: name, transactionId, paymentNumber, accountNumber });
}

// On PostgreSQL when TEST_DATABASE_URL is set, else the embedded database (the matching is SQL).
describe("console: payments", () => {
  let server: RestartableServer;
  let browser: Browser;
  let reviewer: SignedInOrganiser & CheckedPage;

  beforeAll(async () => {
    server = await startRestartableServer("e2e_payments");
    browser = await launchBrowser();
    const submit = async (body: Application) => {
      const response = await fetch(`${server.url}${apiPaths.applications}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBe(201);
    };
    // Submitted through the public Join Us API, as applicants do.
    // Paid from the wallet number the application gives: the page shows that as extra evidence.
    await submit(application("1", "Exact Bkash", "BK7Q2Z9X11", bkash, "01711000201"));
    await submit(application("2", "Exact Nagad", "7NQ2E8J2", nagad));
    await submit(application("3", "Short Payer", "BK3M5N7P33"));
    await submit(application("4", "First Sharer", "BK4R8T2W44"));
    await submit(application("5", "Second Sharer", "bk4r8t2w44"));
    // Typed one character wrong (letter O for a zero): its payment finds no application by ID.
    await submit(application("6", "Mistyped Payer", "BK6Y1UOI66"));
    reviewer = await createSignedInOrganiser(browser, server.console, "reviewer", viewports.desktop);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const waiting = () => reviewer.page.getByRole("table", { name: "Applications waiting for payment verification, with the payment received for each" });
  const rowOf = (name: string) => waiting().locator("tbody tr").filter({ hasText: name });

  it("reads pasted SMS, shows each application's state, and verifies the exact matches after a preview", async () => {
    const { page } = reviewer;
    await page.goto(`${server.url}${consolePagePaths.payments}`);
    await page.getByRole("heading", { level: 1, name: "Payments" }).waitFor();
    expect(await page.title()).toBe("Payments · Organiser console");
    // Nothing received yet: nothing to verify.
    await page.getByText("No application is an exact match yet: nothing to verify.").waitFor();
    expect(await page.getByRole("button", { name: "Verify all exact matches" }).isDisabled()).toBe(true);
    // Settings are admins': a reviewer is not shown them.
    expect(await page.getByRole("heading", { name: "Settings" }).count()).toBe(0);

    const pasted = [
      bkashSms("200.00", "01711000201", "BK7Q2Z9X11"),
      nagadSms("200.00", "01911000202", "7NQ2E8J2"),
      bkashSms("150.00", "01711000203", "BK3M5N7P33"),
      "Hello, is the robotics club meeting today?",
      bkashSms("200.00", "01711000204", "BK4R8T2W44"),
      bkashSms("200.00", "01711000206", "BK6Y1U0I66"),
    ].join("\n\n");
    const textarea = page.getByRole("textbox", { name: "Paste wallet SMS — any number, in any order" });
    await textarea.fill(pasted);
    await page.getByRole("button", { name: "Read payments" }).click();
    const summary = page.getByRole("status").filter({ hasText: "5 payments added, 0 already received, 0 payments verified automatically" });
    await summary.waitFor();
    expect(await summary.textContent()).toContain("1 part could not be read as a payment");
    // The refused part, by the line it starts on, with its text and why.
    const refused = page.getByRole("region", { name: "Not read (1)" });
    await refused.getByText("Hello, is the robotics club meeting today?").waitFor();
    expect(await refused.getByText(/^Line 13:/).count()).toBe(1);
    // Kept, so the line numbers point into it.
    expect(await textarea.inputValue()).toBe(pasted);

    await expect.poll(() => rowOf("Exact Bkash").getByText("Matched", { exact: true }).count()).toBe(1);
    expect(await rowOf("Exact Nagad").getByText("Matched", { exact: true }).count()).toBe(1);
    expect(await rowOf("Short Payer").getByText("Amount differs").count()).toBe(1);
    expect(await rowOf("Short Payer").getByText("Tk 150 by bKash").count()).toBe(1);
    expect(await rowOf("First Sharer").getByText("ID used by another application").count()).toBe(1);
    expect(await rowOf("Second Sharer").getByText("ID used by another application").count()).toBe(1);
    expect(await rowOf("Mistyped Payer").getByText("Not received yet").count()).toBe(1);
    // The sender's number is the applicant's own wallet number: extra evidence, shown.
    expect(await rowOf("Exact Bkash").getByText("Sender number matches").count()).toBe(1);
    expect(await waiting().getByText("Sender number matches").count()).toBe(1);
    // The state filter counts each state.
    const states = page.getByRole("group", { name: "Show applications in state" });
    expect(await states.getByRole("button", { name: "Matched 2" }).count()).toBe(1);
    expect(await states.getByRole("button", { name: "ID used by another application 2" }).count()).toBe(1);
    await states.getByRole("button", { name: "Amount differs 1" }).click();
    await expect.poll(() => waiting().locator("tbody tr").count()).toBe(1);
    expect(page.url()).toContain("state=amount_differs");
    await states.getByRole("button", { name: /^All states/ }).click();
    await expect.poll(() => waiting().locator("tbody tr").count()).toBe(6);
    expect(await seriousViolations(page)).toEqual([]);

    // The preview names who will be verified; the confirmation verifies exactly those.
    await page.getByRole("button", { name: "Verify all exact matches" }).click();
    const preview = page.getByRole("region", { name: "Verify 2 applications?" });
    await preview.waitFor();
    expect(await preview.getByRole("cell", { name: "Exact Bkash" }).count()).toBe(1);
    expect(await preview.getByRole("cell", { name: "Exact Nagad" }).count()).toBe(1);
    expect(await preview.getByRole("cell", { name: "BK7Q2Z9X11" }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await preview.getByRole("button", { name: "Verify 2 applications" }).click();
    const outcome = page.getByRole("status").filter({ hasText: "2 applications verified" });
    await outcome.waitFor();
    // This server sends no e-mail: the page says they were not told.
    expect(await outcome.textContent()).toContain("E-mail is off: they were not told.");
    await expect.poll(() => rowOf("Exact Bkash").count()).toBe(0);
    await expect.poll(() => states.getByRole("button", { name: "Matched 0" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Verify all exact matches" }).isDisabled()).toBe(true);

    // The same SMS again: known already, nothing added twice.
    await page.getByRole("button", { name: "Read payments" }).click();
    await page.getByRole("status").filter({ hasText: "0 payments added, 5 already received" }).waitFor();
  });

  it("offers the application a payment with a mistyped ID may belong to", async () => {
    const { page } = reviewer;
    const received = page.getByRole("table", { name: "Received payments no application claims, with likely candidates" });
    const row = received.locator("tbody tr").filter({ hasText: "BK6Y1U0I66" });
    await row.waitFor();
    expect(await received.locator("tbody tr").count()).toBe(1);
    expect(await row.getByText("Mistyped Payer").count()).toBe(1);
    expect(await row.getByText("ID one or two characters apart", { exact: false }).count()).toBe(1);
    expect(await row.getByText("same sender number", { exact: false }).count()).toBe(0);
    expect(await row.getByText("BK6Y1UOI66").count()).toBe(1);
    await row.getByRole("link", { name: /^GSC-/ }).click();
    await page.getByRole("heading", { level: 1, name: "Mistyped Payer" }).waitFor();
    await page.goBack();
    await page.getByRole("group", { name: "Show received payments" }).getByRole("button", { name: "All" }).click();
    const all = page.getByRole("table", { name: "Received payments, newest first" });
    await expect.poll(() => all.locator("tbody tr").count()).toBe(5);
    expect(page.url()).toContain("show=all");
    expect(reviewer.errors).toEqual([]);
  });

  it("shows what arrived on the application page, attaches a mistyped payment and a top-up with a reason, and sets a Cash In aside by itself", async () => {
    const { page } = reviewer;
    await page.goto(`${server.url}${consolePagePaths.payments}`);
    const cashIn = `Cash In Tk 500.00 from 01711000299 successful. Fee Tk 0.00. Balance Tk 1,607.90. TrxID CK9CASH999 at ${dhakaNow()}. Download App: https://bka.sh/app`;
    const textarea = page.getByRole("textbox", { name: "Paste wallet SMS — any number, in any order" });
    await textarea.fill([cashIn, bkashSms("50.00", "01711000203", "BK3TOPUP50")].join("\n\n"));
    await page.getByRole("button", { name: "Read payments" }).click();
    await page.getByRole("status").filter({ hasText: "2 payments added, 0 already received, 0 payments verified automatically, 1 set aside as no fee (Cash In or bank deposit)" }).waitFor();
    const received = page.getByRole("table", { name: "Received payments no application claims, with likely candidates" });
    await expect.poll(() => received.locator("tbody tr").count()).toBe(2);
    expect(await received.getByText("CK9CASH999").count()).toBe(0);

    // The application that paid Tk 150: its page says what arrived, and verifying asks first.
    const shortReference = (await rowOf("Short Payer").getByRole("link", { name: /^GSC-/ }).textContent())!.trim();
    await rowOf("Short Payer").getByRole("link", { name: /^GSC-/ }).click();
    await page.getByRole("heading", { level: 1, name: "Short Payer" }).waitFor();
    const money = page.getByRole("region", { name: "Money received" });
    await money.getByText("Amount differs (received Tk 150 of Tk 200)").waitFor();
    expect(await money.getByText("Tied by its transaction ID").count()).toBe(1);
    expect(await money.getByText("BK3M5N7P33").count()).toBe(1);
    await page.getByRole("button", { name: "Mark payment verified" }).click();
    const ask = page.getByRole("alertdialog", { name: "Mark the payment verified?" });
    await ask.getByText("The money does not match: Amount differs (received Tk 150 of Tk 200).", { exact: false }).waitFor();
    await ask.getByRole("button", { name: "Cancel" }).click();
    await page.goBack();

    // The mistyped ID: attached to its candidate with a reason; it leaves the unmatched list.
    const mistyped = received.locator("tbody tr").filter({ hasText: "BK6Y1U0I66" });
    await mistyped.getByRole("button", { name: "Attach BK6Y1U0I66" }).click();
    const attach = page.getByRole("form", { name: "Attach BK6Y1U0I66 to an application" });
    expect(await attach.getByLabel("Application reference").inputValue()).toMatch(/^GSC-/);
    await attach.getByLabel("Why this payment is theirs").fill("Typed O for 0 in the ID");
    await attach.getByRole("button", { name: "Attach" }).click();
    await expect.poll(() => received.getByText("BK6Y1U0I66").count()).toBe(0);
    await expect.poll(() => rowOf("Mistyped Payer").getByText("Matched", { exact: true }).count()).toBe(1);

    // The Tk 50 top-up joined to the Tk 150: the two make the fee.
    const topUp = received.locator("tbody tr").filter({ hasText: "BK3TOPUP50" });
    await topUp.getByRole("button", { name: "Attach BK3TOPUP50" }).click();
    const join = page.getByRole("form", { name: "Attach BK3TOPUP50 to an application" });
    await join.getByLabel("Application reference").fill(shortReference);
    await join.getByLabel("Why this payment is theirs").fill("The Tk 50 left of the fee");
    await join.getByRole("button", { name: "Attach" }).click();
    await expect.poll(() => rowOf("Short Payer").getByText("Matched", { exact: true }).count()).toBe(1);
    await received.getByText("Every received payment belongs to an application or a registration.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Every received payment: the Cash In set aside by the reader, the ties by hand, each with an undo.
    await page.getByRole("group", { name: "Show received payments" }).getByRole("button", { name: "All" }).click();
    const all = page.getByRole("table", { name: "Received payments, newest first" });
    const cashRow = all.locator("tbody tr").filter({ hasText: "CK9CASH999" });
    await cashRow.getByText("By the SMS reader", { exact: false }).waitFor();
    expect(await cashRow.getByRole("button", { name: "Undo set-aside of CK9CASH999" }).count()).toBe(1);
    expect(await all.locator("tbody tr").filter({ hasText: "BK3TOPUP50" }).getByText("The Tk 50 left of the fee").count()).toBe(1);
    await screenshotForPeople(page, { path: "/tmp/c-payments-received.png", fullPage: true });

    await page.goto(`${server.url}${consolePagePaths.payments}`);
    await rowOf("Short Payer").getByRole("link", { name: /^GSC-/ }).click();
    await money.getByText("Matched", { exact: true }).waitFor();
    expect(await money.getByText("Received Tk 200 of Tk 200").count()).toBe(1);
    expect(await money.getByText(/Tied by hand by .*: The Tk 50 left of the fee/).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: "/tmp/c-payments-application.png", fullPage: true });
    expect(reviewer.errors).toEqual([]);
  });

  it("numbers members oldest first in a bulk approval, then leads to Tell them: one WhatsApp link each, told kept on reload", async () => {
    const { page, context } = reviewer;
    // WhatsApp is not reached from the test: its links open this stand-in.
    await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/plain", body: "WhatsApp" }));
    await page.goto(`${server.url}${consolePagePaths.payments}`);
    await page.getByRole("button", { name: "Verify all exact matches" }).click();
    await page.getByRole("region", { name: "Verify 2 applications?" }).getByRole("button", { name: "Verify 2 applications" }).click();
    await page.getByRole("status").filter({ hasText: "2 applications verified" }).waitFor();

    // The table lists newest first; the approval numbers them in the order they applied.
    await page.goto(`${server.url}${consolePagePaths.applications}?status=payment_verified`);
    const table = page.getByRole("table").first();
    await expect.poll(() => table.locator("tbody tr").count()).toBe(4);
    await page.getByRole("checkbox", { name: "Select every row on this page" }).check();
    await page.getByRole("region", { name: "Bulk actions" }).getByRole("button", { name: "Approve" }).click();
    await page.getByRole("alertdialog", { name: "Approve 4 applications?" }).getByRole("button", { name: "Approve 4 applications" }).click();
    const outcome = page.getByRole("status").filter({ hasText: "4 applications changed to Approved" });
    await outcome.waitFor();
    await outcome.getByRole("link", { name: "Tell them (4)" }).click();

    await page.getByRole("heading", { level: 1, name: "Tell them" }).waitFor();
    const people = page.getByRole("list", { name: "Applicants to tell" }).getByRole("listitem");
    await expect.poll(() => people.count()).toBe(4);
    const order = ["Exact Bkash", "Exact Nagad", "Short Payer", "Mistyped Payer"];
    const numbers: string[] = [];
    for (const [index, name] of order.entries()) {
      const person = people.nth(index);
      expect(await person.getByRole("link", { name, exact: true }).count()).toBe(1);
      const number = /member ([^.\s]+)\./.exec((await person.textContent()) ?? "")?.[1];
      expect(number).toBeDefined();
      numbers.push(number!);
      // One link each: WhatsApp with the number as 880..., the approval's letter with this member number.
      const links = person.getByRole("link", { name: `Tell on WhatsApp: ${name} (opens WhatsApp)` });
      expect(await links.count()).toBe(1);
      const href = new URL((await links.getAttribute("href"))!);
      expect(href.origin + href.pathname).toMatch(/^https:\/\/wa\.me\/8801\d{9}$/);
      const letter = href.searchParams.get("text")!;
      expect(letter).toContain(`Dear ${name},`);
      expect(letter).toContain("Your application has been approved.");
      expect(letter).toContain(`Your member number: ${number}`);
      expect(letter).not.toContain("pending again");
    }
    expect([...numbers].sort()).toEqual(numbers);
    expect(new Set(numbers).size).toBe(4);
    await page.getByRole("status").filter({ hasText: "0 of 4 told" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // One tap: the link opens WhatsApp and marks them told; "Mark told" for one told another way.
    const popup = page.waitForEvent("popup");
    await people.nth(0).getByRole("link", { name: "Tell on WhatsApp: Exact Bkash (opens WhatsApp)" }).click();
    await (await popup).close();
    await people.nth(0).getByText(/^Told /).waitFor();
    await people.nth(1).getByRole("button", { name: "Mark told: Exact Nagad" }).click();
    await people.nth(1).getByText(/^Told /).waitFor();
    await page.reload();
    await page.getByRole("status").filter({ hasText: "2 of 4 told" }).waitFor();
    expect(await people.nth(0).getByText(/^Told .* by /).count()).toBe(1);
    expect(await people.nth(1).getByText(/^Told .* by /).count()).toBe(1);
    expect(await people.nth(2).getByText(/^Told /).count()).toBe(0);
    expect(await people.nth(2).getByRole("button", { name: "Mark told: Short Payer" }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: "/tmp/c-tell-them.png", fullPage: true });
    expect(reviewer.errors).toEqual([]);
  });

  it("is usable on a phone without the page scrolling sideways", async () => {
    const phone = await createSignedInOrganiser(browser, server.console, "reviewer", viewports.phone);
    try {
      await phone.page.goto(`${server.url}${consolePagePaths.payments}`);
      await phone.page.getByRole("table", { name: "Applications waiting for payment verification, with the payment received for each" }).waitFor();
      expect(await overflowsSideways(phone.page)).toBe(false);
      expect(await seriousViolations(phone.page)).toEqual([]);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it("lets an admin change the settings and make the forwarder's secret, shown once", async () => {
    const admin = await createSignedInOrganiser(browser, server.console, "admin", viewports.desktop);
    const { page } = admin;
    try {
      await page.goto(`${server.url}${consolePagePaths.payments}`);
      await page.getByRole("heading", { name: "Settings" }).waitFor();
      const fee = page.getByLabel("Membership fee");
      await expect.poll(() => fee.inputValue()).toBe("200");
      expect(await page.getByLabel("Verify exact matches automatically").isChecked()).toBe(false);

      // Refused at the field, nothing saved.
      await fee.fill("-5");
      await page.getByRole("button", { name: "Save settings" }).click();
      await page.getByText("The fee cannot be negative.").waitFor();
      await fee.fill("200");
      await page.getByLabel("Window after").fill("10");
      await page.getByRole("button", { name: "Save settings" }).click();
      await page.getByRole("status").filter({ hasText: "Settings saved" }).waitFor();
      await page.reload();
      await expect.poll(() => page.getByLabel("Window after").inputValue()).toBe("10");

      await page.getByText("Forwarding is off: the forwarding address refuses every SMS until a secret is made.").waitFor();
      await page.getByRole("button", { name: "Create secret" }).click();
      const issued = page.getByRole("region", { name: "The forwarder's new secret" });
      await issued.waitFor();
      expect(await issued.getByText("It is shown only now and will not be shown again.", { exact: false }).count()).toBe(1);
      const address = await issued.getByRole("textbox", { name: "Forwarding address" }).inputValue();
      const secret = await issued.getByRole("textbox", { name: "Secret" }).inputValue();
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect(address).toContain(`/api/payments/sms?secret=${secret}`);
      expect(page.url()).not.toContain(secret);
      await page.getByText(/^Forwarding is on: the secret was made on/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // Closed, it is gone for good; rotating asks first.
      await issued.getByRole("button", { name: "Close: the secret will not be shown again" }).click();
      expect(await page.getByText(secret).count()).toBe(0);
      expect(await page.content()).not.toContain(secret);
      await page.getByRole("button", { name: "Rotate secret" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Rotate the forwarder's secret?" });
      await confirm.getByText("The old secret stops working at once", { exact: false }).waitFor();
      await confirm.getByRole("button", { name: "Rotate secret" }).click();
      const rotated = page.getByRole("region", { name: "The forwarder's new secret" });
      await rotated.waitFor();
      expect(await rotated.getByRole("textbox", { name: "Secret" }).inputValue()).not.toBe(secret);

      // A statement file, sent with the wallet it is from: the same summary as a paste.
      await page.getByLabel("Wallet", { exact: true }).selectOption("bkash");
      await page.getByLabel("Statement file (CSV)").setInputFiles({
        name: "statement.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`Transaction ID,Amount,Date,From\r\nBKST000001,200.00,${dhakaNow()},01711000401\r\nBKST000002,lots,${dhakaNow()},01711000402\r\n`),
      });
      await page.getByRole("button", { name: "Upload statement" }).click();
      await page.getByRole("status").filter({ hasText: "1 payment added, 0 already received, 0 payments verified automatically" }).waitFor();
      const notRead = page.getByRole("region", { name: "Not read (1)" });
      await notRead.getByText("BKST000002", { exact: false }).waitFor();
      expect(await notRead.getByText(/^Line 3:/).count()).toBe(1);

      await page.setViewportSize(viewports.phone);
      expect(await overflowsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
    }
  });
});
