import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { applicationStatusMessages } from "#features/applications/status.ts";
import { applicationPayload, markedApplicant } from "../support/factories.ts";
import { gotoHydrated, launchBrowser, openPage, viewports, screenshotForPeople } from "./support/browser.ts";
import { axeViolations } from "./support/page-checks.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;
let applied: { reference: string; email: string };

/** An application posted as the Join Us page posts it, for the status page to find. */
async function apply(marker: string): Promise<{ reference: string; email: string }> {
  const application = applicationPayload({ ...markedApplicant(marker), transactionId: `TX-${marker}` });
  const response = await fetch(`${baseUrl}/api/join-requests`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(application),
  });
  if (response.status !== 201) throw new Error(`the application was refused: ${response.status} ${await response.text()}`);
  return { reference: ((await response.json()) as { reference: string }).reference, email: application.email };
}

beforeAll(async () => {
  browser = await launchBrowser();
  applied = await apply(`status${Date.now()}`);
});
afterAll(() => browser?.close());

describe("/join-us/status", () => {
  it("takes the reference from the e-mail's link, shows the status for the right e-mail, and one neutral answer for a wrong one", async () => {
    const { page, context, errors } = await openPage(browser, viewports.phone);
    try {
      await gotoHydrated(page, `${baseUrl}/join-us/status?reference=${applied.reference}`);
      await page.waitForLoadState("networkidle");
      expect(await page.getByRole("heading", { level: 1, name: "Application and registration status" }).isVisible()).toBe(true);
      const reference = page.getByRole("textbox", { name: "Reference" });
      await expect.poll(() => reference.inputValue()).toBe(applied.reference);

      await page.getByRole("textbox", { name: "E-mail address" }).fill("someone-else@example.org");
      await page.getByRole("button", { name: "Check status" }).click();
      const alert = page.getByRole("alert");
      await alert.waitFor();
      expect(await alert.textContent()).toContain(applicationStatusMessages.notFound);

      await page.getByRole("textbox", { name: "E-mail address" }).fill(applied.email.toUpperCase());
      await page.getByRole("button", { name: "Check status" }).click();
      const result = page.getByRole("heading", { level: 2, name: `${applied.reference}: Pending` });
      await result.waitFor();
      expect(await page.getByText("We have your application and will check your payment soon.").isVisible()).toBe(true);
      expect(await page.getByRole("alert").count()).toBe(0);

      expect((await axeViolations(page)).map((violation) => violation.id)).toEqual([]);
      await screenshotForPeople(page, { path: "/tmp/join-us-status.png", fullPage: true });
      // The neutral answer to the wrong pair is a 404, which the browser reports as a failed resource.
      expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("works from the keyboard with a reference typed loosely", async () => {
    const { page, context } = await openPage(browser, viewports.desktop);
    try {
      await gotoHydrated(page, `${baseUrl}/join-us/status`);
      await page.waitForLoadState("networkidle");
      await page.getByRole("textbox", { name: "Reference" }).focus();
      await page.keyboard.type(applied.reference.toLowerCase().replace(/-/g, " "));
      await page.keyboard.press("Tab");
      await page.keyboard.type(applied.email);
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { level: 2, name: `${applied.reference}: Pending` }).waitFor();
    } finally {
      await context.close();
    }
  });
});
