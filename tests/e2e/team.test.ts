import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { launchBrowser, openPage, viewports } from "./support/browser.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it("Our Team shows the active sample members as cards, in the API's order", async () => {
  const members = (await (await fetch(`${baseUrl}/api/team-members`)).json()) as { name: string; facebookUrl: string | null }[];
  expect(members.length).toBeGreaterThan(3);
  const { page, context, errors } = await openPage(browser);
  try {
    await page.goto(`${baseUrl}/team`);
    await expect.poll(() => page.getByRole("heading", { name: "All Team Members" }).isVisible()).toBe(true);
    const names = page.locator("article h3");
    await expect.poll(() => names.count()).toBe(members.length);
    expect(await names.allTextContents()).toEqual(members.map((m) => m.name));

    // Links only where the member has them.
    const withoutFacebook = members.find((m) => !m.facebookUrl);
    if (withoutFacebook) {
      expect(await page.getByRole("link", { name: `${withoutFacebook.name} on Facebook` }).count()).toBe(0);
    }
    const withFacebook = members.find((m) => m.facebookUrl);
    if (withFacebook) {
      const link = page.getByRole("link", { name: `${withFacebook.name} on Facebook` });
      expect(await link.getAttribute("href")).toBe(withFacebook.facebookUrl);
      expect(await link.getAttribute("target")).toBe("_blank");
    }
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it("lays the cards out in 1, 2 and 3 columns as the screen widens", async () => {
  for (const [width, columns] of [
    [390, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    const { page, context } = await openPage(browser, { width, height: viewports.desktop.height });
    try {
      await page.goto(`${baseUrl}/team`);
      await page.locator("article").first().waitFor();
      const tops = await page.locator("article").evaluateAll((cards) => cards.slice(0, 3).map((c) => c.getBoundingClientRect().top));
      const firstRow = tops.filter((top) => Math.abs(top - (tops[0] ?? 0)) < 2).length;
      expect(firstRow, `at ${width}px`).toBe(columns);
    } finally {
      await context.close();
    }
  }
});
