import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { gotoHydrated, launchBrowser, openPage, viewports } from "./support/browser.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("desktop navigation", () => {
  it("opens a group on hover and on click without navigating, and follows a sub-page link", async () => {
    const { page, context } = await openPage(browser, viewports.desktop);
    try {
      await gotoHydrated(page, `${baseUrl}/team`);
      const nav = page.getByRole("navigation", { name: "Main" });
      const about = nav.getByRole("button", { name: "About us" });
      await expect.poll(() => about.getAttribute("aria-expanded")).toBe("false");

      await about.hover();
      await expect.poll(() => about.getAttribute("aria-expanded")).toBe("true");
      await page.mouse.move(5, 700);
      await expect.poll(() => about.getAttribute("aria-expanded")).toBe("false");

      await about.click();
      await expect.poll(() => about.getAttribute("aria-expanded")).toBe("true");
      expect(new URL(page.url()).pathname).toBe("/team");

      await nav.getByRole("link", { name: "Mission" }).click();
      await page.waitForURL(`${baseUrl}/about/mission`);
      await expect.poll(() => page.locator("h1").textContent()).toBe("Our Mission");
    } finally {
      await context.close();
    }
  });

  it("highlights the item whose path the current page equals or starts with", async () => {
    const { page, context } = await openPage(browser, viewports.desktop);
    try {
      await gotoHydrated(page, `${baseUrl}/panel/executive`);
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect.poll(() => nav.getByRole("button", { name: "Panel" }).getAttribute("class")).toContain("bg-brand-700");
      expect(await nav.getByRole("button", { name: "About us" }).getAttribute("class")).not.toContain("bg-brand-700");

      await gotoHydrated(page, `${baseUrl}/team`);
      await expect.poll(() => nav.getByRole("link", { name: "Team" }).getAttribute("aria-current")).toBe("page");
      expect(await nav.getByRole("link", { name: "Team" }).getAttribute("class")).toContain("bg-brand-700");
    } finally {
      await context.close();
    }
  });

  it("closes an open group with Escape and returns focus to its button", async () => {
    const { page, context } = await openPage(browser, viewports.desktop);
    try {
      await gotoHydrated(page, `${baseUrl}/contact`);
      const panel = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Panel" });
      await panel.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => panel.getAttribute("aria-expanded")).toBe("true");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Escape");
      await expect.poll(() => panel.getAttribute("aria-expanded")).toBe("false");
      expect(await panel.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe("mobile navigation", () => {
  it("expands groups one by one and closes the menu when a page is chosen", async () => {
    const { page, context } = await openPage(browser, viewports.phone);
    try {
      await gotoHydrated(page, `${baseUrl}/contact`);
      const toggle = page.getByRole("button", { name: "Open menu" });
      await toggle.click();
      const menu = page.locator("#mobile-menu");
      await expect.poll(() => menu.isVisible()).toBe(true);

      const about = menu.getByRole("button", { name: "About us" });
      const panel = menu.getByRole("button", { name: "Panel" });
      await about.click();
      expect(await about.getAttribute("aria-expanded")).toBe("true");
      expect(await panel.getAttribute("aria-expanded")).toBe("false");
      await panel.click();
      expect(await about.getAttribute("aria-expanded")).toBe("true");
      expect(await panel.getAttribute("aria-expanded")).toBe("true");
      await about.click();
      expect(await about.getAttribute("aria-expanded")).toBe("false");

      await menu.getByRole("link", { name: "Alumni" }).click();
      await page.waitForURL(`${baseUrl}/panel/faculty`);
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
    } finally {
      await context.close();
    }
  });

  it("hides the desktop bar on a phone and the menu button on a wide screen", async () => {
    const phone = await openPage(browser, viewports.phone);
    const desktop = await openPage(browser, viewports.desktop);
    try {
      await gotoHydrated(phone.page, `${baseUrl}/team`);
      await gotoHydrated(desktop.page, `${baseUrl}/team`);
      expect(await phone.page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(true);
      expect(await desktop.page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
      expect(await desktop.page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
    } finally {
      await phone.context.close();
      await desktop.context.close();
    }
  });
});
