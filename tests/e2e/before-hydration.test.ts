import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, viewports } from "./support/browser.ts";
import { startServerWithDatabase } from "./support/own-database.ts";

// The HTML paints before its JavaScript: a visitor on a slow phone can tap a button or send a form
// while the modules are still on their way. Here the modules are held back until the test has
// acted, then let through; what the visitor did must happen once the page has hydrated
// (src/shared/early-input.ts).

const baseUrl = inject("baseUrl");
const OWN_SERVER_TIMEOUT = 180_000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Holds every JavaScript module of the site until release() is called. */
async function holdScripts(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route("**/assets/*.js", async (route) => {
    held++;
    await gate;
    await route.continue();
  });
  return { release, held: () => held };
}

const hydrated = (page: Page) => page.evaluate(() => "__reactRouterDataRouter" in window);

/** Opens `url` with its modules held back, and waits until the page is painted and asks for them. */
async function openUnhydrated(page: Page, url: string) {
  const scripts = await holdScripts(page);
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await expect.poll(scripts.held).toBeGreaterThan(0);
  expect(await hydrated(page)).toBe(false);
  return scripts;
}

describe("a visitor acting before the page has hydrated", () => {
  it("taps Register Now: the registration dialog opens once the page is ready", async () => {
    const { page, context, errors } = await openPage(browser, viewports.phone);
    try {
      const scripts = await openUnhydrated(page, `${baseUrl}/events`);
      const button = page.getByRole("button", { name: /^Register Now for / }).first();
      const title = (await button.getAttribute("aria-label"))?.replace("Register Now for ", "");
      await button.click();
      // Nothing happens yet, and nothing is lost.
      expect(await page.getByRole("dialog").count()).toBe(0);
      scripts.release();
      await page.getByRole("dialog", { name: `Register for ${title}` }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("taps the menu button: the menu opens once the page is ready", async () => {
    const { page, context, errors } = await openPage(browser, viewports.phone);
    try {
      const scripts = await openUnhydrated(page, `${baseUrl}/about`);
      await page.getByRole("button", { name: "Open menu" }).click();
      scripts.release();
      await page.getByRole("button", { name: "Close menu" }).waitFor();
      expect(await page.locator("#mobile-menu").isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it(
    "sends the contact form: its fields stay out of the URL and the message is sent once the page is ready",
    async () => {
      const server = await startServerWithDatabase();
      const { page, context, errors } = await openPage(browser, viewports.phone);
      try {
        const scripts = await openUnhydrated(page, `${server.url}/contact`);
        const field = (name: string) => page.getByRole("textbox", { name, exact: true });
        await field("Your Name").fill("Rafi Ahmed");
        await field("Your Email").fill("rafi@example.org");
        await field("Your Message").fill("Sent before the page was ready");
        await page.getByRole("button", { name: "Send Message" }).click();
        // The browser's own submission would have put the fields in the address.
        expect(new URL(page.url()).search).toBe("");
        scripts.release();
        await page.locator("[data-sonner-toast]").filter({ hasText: "Message sent" }).waitFor();
        expect(await field("Your Message").inputValue()).toBe("");
        expect(errors).toEqual([]);
        await context.close();
        expect(await server.finish("select name, email, message from contact_messages")).toEqual([
          { name: "Rafi Ahmed", email: "rafi@example.org", message: "Sent before the page was ready" },
        ]);
      } finally {
        await context.close().catch(() => {});
        await server.dispose();
      }
    },
    OWN_SERVER_TIMEOUT,
  );

  it("fills in the application: what was typed and ticked is in the form once the page is ready", async () => {
    const { page, context, errors } = await openPage(browser, viewports.phone);
    try {
      const scripts = await openUnhydrated(page, `${baseUrl}/join-us`);
      const box = (name: string) => page.getByRole("checkbox", { name, exact: true });
      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Nusrat Jahan");
      await box("IT").check();
      await box("I agree to the terms and conditions").check();
      scripts.release();
      // The payment choice shows only once the form's state holds a department and the agreement.
      await page.getByRole("radio", { name: "Cash" }).click();
      expect(await page.getByRole("region", { name: "Payment Calculation" }).isVisible()).toBe(true);
      // Rendering again kept what was typed before hydration.
      expect(await page.getByRole("textbox", { name: "Name", exact: true }).inputValue()).toBe("Nusrat Jahan");
      expect(await box("IT").isChecked()).toBe(true);
      expect(await page.getByRole("button", { name: "Submit Application" }).isEnabled()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("taps nothing: the page hydrates as usual and later taps are not replayed twice", async () => {
    const { page, context, errors } = await openPage(browser, viewports.phone);
    try {
      const scripts = await openUnhydrated(page, `${baseUrl}/about`);
      scripts.release();
      await expect.poll(() => hydrated(page)).toBe(true);
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("button", { name: "Close menu" }).click();
      await page.getByRole("button", { name: "Open menu" }).waitFor();
      expect(await page.locator("#mobile-menu").isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
