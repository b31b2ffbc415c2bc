import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { honeypotField } from "../../src/shared/honeypot.ts";
import { siteConfig } from "../../src/shared/site-config.ts";
import { gotoHydrated, launchBrowser, openPage, viewports, screenshotForPeople } from "./support/browser.ts";
import { startServerWithDatabase } from "./support/own-database.ts";

const baseUrl = inject("baseUrl");
// Tests that start a server of their own wait for a fresh database: give them room on a busy machine.
const OWN_SERVER_TIMEOUT = 180_000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const sendButton = (page: Page) => page.getByRole("button", { name: /Send Message|Sending\.\.\./ });
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
}

async function openContact(url: string, viewport: { width: number; height: number } = viewports.desktop) {
  const opened = await openPage(browser, viewport);
  await gotoHydrated(opened.page, `${url}/contact`);
  await opened.page.waitForLoadState("networkidle");
  return opened;
}

describe("Contact", () => {
  it("shows the club's details, office hours and the form's fields", async () => {
    const { page, context, errors } = await openContact(baseUrl);
    try {
      expect(await page.getByRole("link", { name: siteConfig.contact.email }).getAttribute("href")).toBe(
        `mailto:${siteConfig.contact.email}`,
      );
      expect(await page.getByText(siteConfig.contact.phone, { exact: true }).first().isVisible()).toBe(true);
      for (const entry of siteConfig.officeHours) {
        expect(await page.getByText(entry.days, { exact: true }).isVisible()).toBe(true);
        expect(await page.getByText(entry.hours, { exact: true }).isVisible()).toBe(true);
      }
      expect(await page.getByText(siteConfig.officeHoursNote).isVisible()).toBe(true);
      for (const [name, required] of [
        ["Your Name", true],
        ["Your Email", true],
        ["Subject (optional)", false],
        ["Your Message", true],
      ] as const) {
        expect(await field(page, name).evaluate((input) => (input as HTMLInputElement).required), name).toBe(required);
      }
      expect(await field(page, "Your Email").getAttribute("type")).toBe("email");
      expect(await field(page, "Your Message").evaluate((area) => (area as HTMLTextAreaElement).rows)).toBe(6);
      expect(await sendButton(page).textContent()).toBe("Send Message");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it(
    "stores a message, thanks the visitor and clears the form; a failed send keeps the fields",
    async () => {
      const server = await startServerWithDatabase();
      const { page, context } = await openContact(server.url);
      try {
        await page.route("**/api/contact-messages", async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 500));
          await route.continue();
        });
        await fill(page, {
          "Your Name": " Rafi Ahmed ",
          "Your Email": "rafi@example.org",
          "Subject (optional)": "  ",
          "Your Message": "When does the next olympiad camp start?",
        });
        await sendButton(page).click();
        await expect.poll(() => sendButton(page).textContent()).toBe("Sending...");
        expect(await sendButton(page).isDisabled()).toBe(true);
        await toast(page, "Message sent").waitFor();
        expect(await toast(page, "Message sent").innerText()).toContain("Thank you! We will get back to you soon.");
        for (const name of ["Your Name", "Your Email", "Subject (optional)", "Your Message"]) {
          expect(await field(page, name).inputValue(), name).toBe("");
        }

        await page.unroute("**/api/contact-messages");
        await page.route("**/api/contact-messages", (route) => route.abort("connectionreset"));
        await fill(page, { "Your Name": "Mitu", "Your Email": "mitu@example.org", "Your Message": "Second message" });
        await sendButton(page).click();
        await toast(page, "Message failed").waitFor();
        expect(await toast(page, "Message failed").innerText()).toContain("Could not send your message. Please try again.");
        expect(await field(page, "Your Name").inputValue()).toBe("Mitu");
        expect(await field(page, "Your Message").inputValue()).toBe("Second message");
        await context.close();

        const rows = await server.finish("select name, email, subject, message from contact_messages");
        expect(rows).toEqual([
          { name: "Rafi Ahmed", email: "rafi@example.org", subject: null, message: "When does the next olympiad camp start?" },
        ]);
      } finally {
        await context.close().catch(() => {});
        await server.dispose();
      }
    },
    OWN_SERVER_TIMEOUT,
  );

  it("keeps one idempotency key across retries, then shows the reference panel beside a toast that covers no button", async () => {
    for (const viewport of Object.values(viewports)) {
      const { page, context, errors } = await openContact(baseUrl, viewport);
      try {
        // The server's side is its own test: here it drops the first try, is busy for the second, then stores.
        const keys: (string | undefined)[] = [];
        await page.route("**/api/contact-messages", (route) => {
          keys.push(route.request().headers()["idempotency-key"]);
          if (keys.length === 1) return route.abort("connectionreset");
          if (keys.length === 2) return route.fulfill({ status: 503, json: { statusCode: 503, error: "Service Unavailable", message: "Please try again" } });
          return route.fulfill({ status: 201, json: { id: "6f1c2d4e-0000-4000-8000-000000000000", reference: "GSC-7KQ3-M9" } });
        });
        await fill(page, { "Your Name": "Rafi Ahmed", "Your Email": "rafi@example.org", "Your Message": "A question" });
        await sendButton(page).click();
        const panel = page.getByTestId("confirmation-panel");
        await panel.waitFor({ timeout: 15_000 });
        expect(keys).toHaveLength(3);
        expect(new Set(keys).size).toBe(1);
        expect(await panel.getByTestId("submission-reference").innerText()).toBe("GSC-7KQ3-M9");
        expect(await panel.innerText()).toContain("Keep this reference");
        expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("confirmation-panel");
        await toast(page, "Message sent").waitFor();
        // Nothing covers the form's button while the toast is up.
        const button = (await sendButton(page).boundingBox())!;
        const shown = (await toast(page, "Message sent").boundingBox())!;
        const overlaps = shown.x < button.x + button.width && button.x < shown.x + shown.width && shown.y < button.y + button.height && button.y < shown.y + shown.height;
        expect(overlaps).toBe(false);
        // Nor the site header, which stays at the top of a phone's screen (the toast slides in from above).
        const header = (await page.getByRole("banner").first().boundingBox())!;
        await expect.poll(async () => (await toast(page, "Message sent").boundingBox())!.y >= header.y + header.height).toBe(true);
        await screenshotForPeople(page, { path: `screenshots/contact-confirmation-${viewport.width}.png` });

        // A new message is a new attempt, with a new key; the panel stays until it is closed.
        await fill(page, { "Your Name": "Rafi Ahmed", "Your Email": "rafi@example.org", "Your Message": "A second question" });
        await sendButton(page).click();
        await expect.poll(() => keys.length).toBe(4);
        expect(keys[3]).not.toBe(keys[0]);
        await expect.poll(() => field(page, "Your Message").inputValue()).toBe("");
        await panel.waitFor();
        await panel.getByRole("button", { name: "Close" }).click();
        expect(await panel.count()).toBe(0);
        expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
        // The dropped connection and the 503 are logged by the browser itself; nothing else went wrong.
        expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
      } finally {
        await context.close();
      }
    }
  }, 120_000);

  it(
    "sends the empty honeypot with a person's message; a filled trap is stored, flagged as suspected spam, never thrown away",
    async () => {
      const server = await startServerWithDatabase();
      const { page, context, errors } = await openContact(server.url);
      try {
        const message = { "Your Name": "Rafi Ahmed", "Your Email": "rafi@example.org", "Your Message": "A person's question" };
        await fill(page, message);
        const [request] = await Promise.all([page.waitForRequest("**/api/contact-messages"), sendButton(page).click()]);
        expect(request.postDataJSON()).toMatchObject({ name: "Rafi Ahmed", [honeypotField]: "" });
        await toast(page, "Message sent").waitFor();

        // What a form-filling bot does: the trap is off-screen, but it is an input like any other.
        await page.locator(`input[name="${honeypotField}"]`).evaluate((input) => ((input as HTMLInputElement).value = "http://spam.example"));
        await fill(page, { ...message, "Your Message": "Cheap pills" });
        const [botRequest] = await Promise.all([page.waitForResponse("**/api/contact-messages"), sendButton(page).click()]);
        expect(botRequest.status()).toBe(201);
        // Answered like a person: the form clears, as after a stored message.
        await expect.poll(() => field(page, "Your Message").inputValue()).toBe("");
        expect(errors).toEqual([]);
        await context.close();

        const rows = await server.finish(
          "select message, suspected_spam_at is not null as flagged from contact_messages order by created_at",
        );
        expect(rows).toEqual([
          { message: "A person's question", flagged: false },
          { message: "Cheap pills", flagged: true },
        ]);
      } finally {
        await context.close().catch(() => {});
        await server.dispose();
      }
    },
    OWN_SERVER_TIMEOUT,
  );
});
