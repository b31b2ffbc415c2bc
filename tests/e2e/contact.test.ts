import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { honeypotField } from "../../src/shared/honeypot.ts";
import { siteConfig } from "../../src/shared/site-config.ts";
import { launchBrowser, openPage } from "./support/browser.ts";
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

async function openContact(url: string) {
  const opened = await openPage(browser);
  await opened.page.goto(`${url}/contact`);
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

  it(
    "sends the empty honeypot with a person's message; a bot that fills it is thanked and nothing is stored",
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

        const rows = await server.finish("select message from contact_messages");
        expect(rows).toEqual([{ message: "A person's question" }]);
      } finally {
        await context.close().catch(() => {});
        await server.dispose();
      }
    },
    OWN_SERVER_TIMEOUT,
  );
});
