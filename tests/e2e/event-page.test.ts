import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import type { ClubEvent, EventCategory } from "../../src/shared/api/events.ts";
import { eventPath } from "#features/events/slug.ts";
import { gotoHydrated, launchBrowser, openPage, viewports, waitForHydration, screenshotForPeople } from "./support/browser.ts";
import { seriousViolations } from "./support/page-checks.ts";

// An event's page (decision 126): reached from its card's title, with the card's Register Now dialog.
const baseUrl = inject("baseUrl");
let browser: Browser;
let event: ClubEvent;

beforeAll(async () => {
  browser = await launchBrowser();
  const events = (await (await fetch(`${baseUrl}/api/events`)).json()) as ClubEvent[];
  const open = events.find((candidate) => !candidate.photosUrl && candidate.hasRegistrationForms && !candidate.registrationClosed);
  if (!open) throw new Error("the sample content has no event open for registration");
  event = open;
  mkdirSync("screenshots", { recursive: true });
});
afterAll(() => browser?.close());

it("goes from an event's title on /events to its page, where Register Now opens the registration dialog", async () => {
  const { page, context, errors } = await openPage(browser, viewports.desktop);
  try {
    await gotoHydrated(page, `${baseUrl}/events`);
    await page.getByRole("link", { name: event.title, exact: true }).click();
    await page.waitForURL(`${baseUrl}${eventPath(event)}`);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(event.title);
    expect(await page.title()).toContain(event.title);
    expect(await page.getByRole("link", { name: /Add to calendar/ }).count()).toBe(1);
    await page.getByRole("button", { name: `Register Now for ${event.title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Register for ${event.title}` });
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it("has no serious or critical accessibility violation on a phone, and is pictured at 390 px", async () => {
  const { page, context, errors } = await openPage(browser, viewports.phone);
  try {
    await gotoHydrated(page, `${baseUrl}${eventPath(event)}`);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: "screenshots/mobile-event-page.png", fullPage: true });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it("lists the event's categories with their fees and seats in the page's first HTML", async () => {
  const categories = (await (await fetch(`${baseUrl}/api/events/${event.id}/categories`)).json()) as EventCategory[];
  expect(categories.length).toBeGreaterThan(0);
  const html = await (await fetch(`${baseUrl}${eventPath(event)}`)).text();
  const section = html.slice(html.indexOf("data-event-categories"));
  for (const category of categories) expect(section).toContain(category.name.replace(/&/g, "&amp;"));
  const { page, context, errors } = await openPage(browser, viewports.desktop);
  try {
    await gotoHydrated(page, `${baseUrl}${eventPath(event)}`);
    const list = page.getByRole("region", { name: "Categories and seats" });
    expect(await list.getByRole("heading", { level: 3 }).allTextContents()).toEqual(categories.map((category) => category.name));
    expect(await list.locator("[data-category-fee]").count()).toBe(categories.length);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
