import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../../src/shared/api/paths.ts";
import { consolePagePaths } from "../../src/shared/console/paths.ts";
import type { Application } from "#features/applications/rules.ts";
import { applicationPayload, cashApplicationPayload, markedApplicant } from "../support/factories.ts";
import { launchBrowser, viewports, type CheckedPage } from "./support/browser.ts";
import { createSignedInOrganiser, type SignedInOrganiser } from "./support/console.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { seriousViolations } from "./support/page-checks.ts";

const banglaName = "রাফি আহমেদ";

/** An application as the Join Us form sends it, new for each `n`. */
function application(n: number, overrides: Partial<Application> = {}): Application {
  return applicationPayload({ ...markedApplicant(`e2e${n}`), transactionId: `TXE2E${n}`, ...overrides });
}

describe("console: membership applications", () => {
  let server: RunningServer;
  let browser: Browser;
  let reviewer: SignedInOrganiser & CheckedPage;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const submit = async (body: object) => {
      const response = await fetch(`${server.url}${apiPaths.applications}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBe(201);
    };
    // Submitted through the public Join Us API, as applicants do; the second pays with the first's transaction.
    await submit(application(1, { fullName: banglaName, transactionId: "BKASH7Q2Z" }));
    await submit(application(2, { fullName: "Second Payer", transactionId: " bkash7q2z " }));
    await submit(application(3, { fullName: "=cmd|' /C calc'!A0" }));
    await submit(cashApplicationPayload({ ...markedApplicant("e2e4"), fullName: "Cash Payer" }));
    reviewer = await createSignedInOrganiser(browser, server, "reviewer", viewports.desktop);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const table = () => reviewer.page.getByRole("table", { name: "Membership applications, newest first" });
  const rows = () => table().locator("tbody tr");
  const search = () => reviewer.page.getByRole("searchbox", { name: "Search by name, roll, e-mail, phone, transaction ID or reference" });

  it("finds an application by search, verifies its payment and shows the history line", async () => {
    const { page } = reviewer;
    await page.goto(`${server.url}${consolePagePaths.applications}`);
    await expect.poll(() => rows().count()).toBe(4);
    await expect.poll(() => table().getByText("Shared transaction ID").count()).toBe(2);

    await search().fill("রাফি");
    await expect.poll(() => rows().count()).toBe(1);
    // The search never reaches the address bar.
    expect(page.url()).not.toContain("q=");
    await expect.poll(() => page.getByText("Rows 1–1 of 1").count()).toBe(1);
    await rows().getByRole("link", { name: banglaName }).click();

    await page.getByRole("heading", { level: 1, name: banglaName }).waitFor();
    expect(await page.title()).toBe("Application · Organiser console");
    expect(page.url()).toMatch(/\/organiser\/applications\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole("heading", { name: "Another application gives the same transaction ID" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Second Payer" }).count()).toBe(1);
    expect(await page.getByText("Robotics and Rocketry").count()).toBe(1);
    expect(await page.getByText("BKASH7Q2Z", { exact: true }).count()).toBe(1);
    expect(await page.getByText("No changes yet: the application is as it was submitted.").count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // No payment arrived under its transaction ID, so verifying by hand asks first, saying so.
    await page.getByRole("button", { name: "Mark payment verified" }).click();
    const askFirst = page.getByRole("alertdialog", { name: "Mark the payment verified?" });
    await askFirst.waitFor();
    await askFirst.getByRole("button", { name: "Mark payment verified" }).click();
    await page.getByRole("status").filter({ hasText: "1 application changed to Payment verified" }).waitFor();
    // This server sends no e-mail: the console says the applicant was not told, and offers WhatsApp
    // with the status e-mail's words filled in.
    expect(await page.getByRole("status").filter({ hasText: "1 application changed to Payment verified" }).textContent()).toContain(
      'E-mail is off: the applicant was not told. Tell them yourself on WhatsApp, one tap each.',
    );
    const whatsApp = page.getByRole("link", { name: `Message on WhatsApp to ${banglaName} (opens WhatsApp)` });
    const chat = async () => new URL((await whatsApp.getAttribute("href")) ?? "about:blank");
    await expect.poll(async () => (await chat()).searchParams.get("text")).toContain("We have verified your payment.");
    expect((await chat()).origin).toBe("https://wa.me");
    expect((await chat()).pathname).toMatch(/^\/8801[3-9]\d{8}$/);
    expect((await chat()).searchParams.get("text")).toContain(`Dear ${banglaName},`);
    const history = page.getByRole("region", { name: "Status history" });
    await history.getByRole("listitem").filter({ hasText: reviewer.name }).waitFor();
    expect(await history.getByRole("listitem").count()).toBe(1);
    expect(await history.getByText("Pending").count()).toBe(1);
    expect(await history.getByText("Payment verified").count()).toBe(1);
    expect(await history.getByText(reviewer.email).count()).toBe(1);
    // From payment verified: approve, reject or back to pending; no second verification.
    expect(await page.getByRole("button", { name: "Mark payment verified" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Approve" }).count()).toBe(1);

    // Approve asks first; an approval can be taken back, with a reason kept in the history.
    await page.getByRole("button", { name: "Approve" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Approve this application?" });
    await confirm.getByRole("button", { name: "Approve" }).click();
    await page.getByRole("status").filter({ hasText: "1 application changed to Approved" }).waitFor();
    // The WhatsApp letter carries the approval e-mail's member number and card link.
    await expect.poll(async () => (await chat()).searchParams.get("text")).toMatch(/Your member number: GSC-\d{4}-\d{4}\nYour member card: http:\/\/127\.0\.0\.1:\d+\/join-us\/member\/[\w-]{43}\n/);
    await page.getByRole("button", { name: "Take back approval…" }).click();
    await page.getByRole("button", { name: "Take back the approval" }).click();
    await page.getByText("Give the reason for taking back the approval.").waitFor();
    await page.getByRole("textbox", { name: "Why the approval is taken back" }).fill("Approved the wrong applicant.");
    await page.getByRole("button", { name: "Take back the approval" }).click();
    await page.getByRole("status").filter({ hasText: "1 application changed to Payment verified" }).waitFor();
    await expect.poll(() => history.getByRole("listitem").count()).toBe(3);
    expect(await history.getByText("Approved the wrong applicant.").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Approve" }).count()).toBe(1);

    await page.getByRole("link", { name: "Back to applications" }).click();
    await expect.poll(() => rows().count()).toBe(1);
    expect(await search().inputValue()).toBe("রাফি");
    // The list was read again after the change.
    await expect.poll(() => rows().getByText("Payment verified").count()).toBe(1);
  });

  it("changes many at once, says what it skipped, and asks for a reason to reject", async () => {
    const { page } = reviewer;
    await search().fill("");
    await expect.poll(() => rows().count()).toBe(4);

    // Select the three other than the cash payer, and approve: only the verified one can be.
    await page.getByRole("checkbox", { name: "Select every row on this page" }).check();
    const cashRow = rows().filter({ hasText: "Cash Payer" });
    await cashRow.getByRole("checkbox").uncheck();
    await page.getByText("3 applications selected").waitFor();
    // Approving asks first, naming how many; Cancel changes nothing.
    await page.getByRole("region", { name: "Bulk actions" }).getByRole("button", { name: "Approve" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Approve 3 applications?" });
    await confirm.waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect(await table().getByText("Approved").count()).toBe(0);
    await page.getByRole("region", { name: "Bulk actions" }).getByRole("button", { name: "Approve" }).click();
    await confirm.getByRole("button", { name: "Approve 3 applications" }).click();
    const outcome = page.getByRole("status").filter({ hasText: "1 application changed to Approved, 2 skipped" });
    await outcome.waitFor();
    expect(await outcome.getByText("The payment must be verified before approval.").count()).toBe(2);

    // Verify the two pending ones, then approve all three.
    await page.getByRole("checkbox", { name: "Select every row on this page" }).check();
    await cashRow.getByRole("checkbox").uncheck();
    await page.getByRole("button", { name: "Mark payment verified" }).click();
    await page.getByRole("status").filter({ hasText: "2 applications changed to Payment verified, 1 skipped" }).waitFor();
    await page.getByRole("checkbox", { name: "Select every row on this page" }).check();
    await cashRow.getByRole("checkbox").uncheck();
    await page.getByRole("region", { name: "Bulk actions" }).getByRole("button", { name: "Approve" }).click();
    await page.getByRole("alertdialog", { name: "Approve 3 applications?" }).getByRole("button", { name: "Approve 3 applications" }).click();
    await page.getByRole("status").filter({ hasText: "2 applications changed to Approved, 1 skipped" }).waitFor();
    await expect.poll(() => table().getByText("Approved").count()).toBe(3);

    // An approval is never taken back in bulk: no status is offered for an approved one alone.
    await rows().filter({ hasText: "Approved" }).first().getByRole("checkbox").check();
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await bar.getByText("No status change applies to the selected applications.").waitFor();
    expect(await bar.getByRole("button", { name: "Approve" }).count()).toBe(0);
    expect(await bar.getByRole("button", { name: "Back to pending" }).count()).toBe(0);
    await bar.getByRole("button", { name: "Clear selection" }).click();

    // Rejecting the cash payer needs a reason.
    await cashRow.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Reject…" }).click();
    await page.getByRole("button", { name: "Reject the application" }).click();
    await page.getByText("Give the reason for the rejection.").waitFor();
    expect(await cashRow.getByText("Pending").count()).toBe(1);
    await page.getByLabel("Reason for the rejection").fill("The fee was not paid at the desk.");
    await page.getByRole("button", { name: "Reject the application" }).click();
    await page.getByRole("status").filter({ hasText: "1 application changed to Rejected" }).waitFor();
    await expect.poll(() => cashRow.getByText("Rejected").count()).toBe(1);
    expect(await page.getByRole("region", { name: "Bulk actions" }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("exports the filtered applications as a spreadsheet-safe CSV", async () => {
    const { page } = reviewer;
    await page.getByLabel("Status", { exact: true }).selectOption("approved");
    await expect.poll(() => rows().count()).toBe(3);
    expect(page.url()).toContain("status=approved");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).trim().split("\r\n");
    expect(lines[0]).toMatch(/^Submitted at \(Dhaka time\),Reference,Status,Status reason,/);
    expect(lines.slice(1).every((line) => /^[^,]*,GSC-[0-9A-Z]{4}-[0-9A-Z]{2},/.test(line))).toBe(true);
    expect(lines).toHaveLength(1 + 3);
    expect(text).toContain(banglaName);
    expect(lines.some((line) => line.includes(",'=cmd|' /C calc'!A0,"))).toBe(true);
    expect(text).not.toContain("Cash Payer");
    expect(reviewer.errors).toEqual([]);
  });

  it("tells an editor the page is not for their role", async () => {
    // The sign-in helper waits for the console menu, which a phone shows only when opened.
    const editor = await createSignedInOrganiser(browser, server, "editor", viewports.desktop);
    try {
      await editor.page.goto(`${server.url}${consolePagePaths.applications}`);
      await editor.page.getByRole("heading", { level: 1, name: "Not for your role" }).waitFor();
      expect(await editor.page.getByRole("table").count()).toBe(0);
      expect(await editor.page.getByRole("link", { name: "Applications" }).count()).toBe(0);
    } finally {
      await editor.context.close();
    }
  });
});
