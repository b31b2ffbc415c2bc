/**
 * The Payments page under a big paste ("Big pastes (5,000 SMS) must not freeze the page"):
 * in Chromium against the built server, a reviewer pastes 5,000 SMS (every 50th not a payment) in one
 * input event and reads them; prints the time to the answer and the page's main-thread tasks over
 * 50 ms from the paste to the answer drawn. Build first. Usage: npx tsx scripts/bench-payments-paste.ts
 * (`--smoke`: 20 SMS, in CI, failing when the page gives no answer or logs an error).
 */
import { launchBrowser } from "../tests/e2e/support/browser.ts";
import { createSignedInOrganiser } from "../tests/e2e/support/console.ts";
import { startServer } from "../tests/e2e/support/server.ts";
import { benchProblem, finishSmoke, smoke } from "./bench-mode.ts";

const count = smoke ? 20 : Number(process.env.PASTE_SMS ?? 5000);

function pastedText(): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    parts.push(
      i % 50 === 49
        ? `A note that is not an SMS, number ${i}`
        : `You have received Tk 200.00 from 017110${String(i % 100_000).padStart(5, "0")}. Fee Tk 0.00. Balance Tk 9,200.00. TrxID BQ${String(i).padStart(8, "0")} at 26/11/2026 10:00`,
    );
  }
  return parts.join("\n\n");
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const reviewer = await createSignedInOrganiser(browser, server, "reviewer", { width: 1280, height: 900 });
  const { page } = reviewer;
  await page.goto(`${server.url}/organiser/payments`);
  await page.getByRole("heading", { level: 1, name: "Payments" }).waitFor();
  const text = pastedText();
  await page.evaluate(() => {
    const tasks: number[] = [];
    (window as unknown as { benchTasks: number[] }).benchTasks = tasks;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(Math.round(entry.duration)))).observe({ type: "longtask" });
  });
  const box = page.getByLabel("Paste wallet SMS — any number, in any order");
  await box.focus();
  // As a paste does: the whole text arrives in one input event.
  await page.evaluate((pasted) => {
    const field = document.activeElement as HTMLTextAreaElement;
    field.value = pasted;
    field.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }));
  }, text);
  await page.waitForTimeout(300);
  const pasteTasks = await page.evaluate(() => (window as unknown as { benchTasks: number[] }).benchTasks.splice(0));
  // Then a few keys typed at the end of the pasted text, as a reviewer correcting a line would.
  await page.keyboard.press("End");
  await page.keyboard.type("abcde");
  await page.waitForTimeout(300);
  const typingTasks = await page.evaluate(() => (window as unknown as { benchTasks: number[] }).benchTasks.splice(0));
  const started = performance.now();
  await page.getByRole("button", { name: "Read payments" }).click();
  const summary = page.getByRole("status").filter({ hasText: "payments added" });
  await summary.waitFor({ timeout: 120_000 });
  const answered = performance.now() - started;
  await page.waitForTimeout(500);
  const tasks = await page.evaluate(() => (window as unknown as { benchTasks: number[] }).benchTasks);
  console.log(`SMS pasted: ${count.toLocaleString("en")} (${text.length.toLocaleString("en")} characters)`);
  console.log(`answer shown after: ${Math.round(answered)} ms`);
  console.log(`summary: ${await summary.locator("p").first().textContent()}`);
  console.log(`main-thread tasks over 50 ms on the paste: ${pasteTasks.length} (${pasteTasks.join(", ") || "none"} ms)`);
  console.log(`main-thread tasks over 50 ms typing 5 keys after it: ${typingTasks.length} (${typingTasks.join(", ") || "none"} ms)`);
  console.log(`main-thread tasks over 50 ms from Read payments to the answer drawn: ${tasks.length} (${tasks.join(", ") || "none"} ms)`);
  if (reviewer.errors.length > 0) benchProblem(`the page logged errors: ${reviewer.errors.join("; ")}`);
} finally {
  await browser.close();
  await server.stop();
}
finishSmoke("payments paste benchmark");
