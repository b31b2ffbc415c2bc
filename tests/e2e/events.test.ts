import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ClubEvent } from "../../src/shared/api/events.ts";
import { launchBrowser, openPage, viewports, screenshotForPeople } from "./support/browser.ts";
import { chooseCategory, openRegistration } from "./support/events.ts";
import { seriousViolations } from "./support/page-checks.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;
let events: ClubEvent[];

const titles = {
  embed: "12th National Science Festival 2027",
  redirect: "Intra-College Science Quiz Championship 2027",
  native: "Robotics Workshop: Build a Line-Following Robot",
  noForms: "Winter Astronomy Night: Geminids and Orion",
};

beforeAll(async () => {
  browser = await launchBrowser();
  events = (await (await fetch(`${baseUrl}/api/events`)).json()) as ClubEvent[];
  mkdirSync("screenshots", { recursive: true });
});
afterAll(() => browser?.close());

async function withPage(run: (page: Page, errors: string[]) => Promise<void>, viewport: { width: number; height: number } = viewports.desktop) {
  const { page, context, errors } = await openPage(browser, viewport);
  try {
    await run(page, errors);
  } finally {
    await context.close();
  }
}

it("lists the active events in the API's order, past ones with an album link, the rest with Register Now or, with no way to register, a note", async () => {
  await withPage(async (page, errors) => {
    await page.goto(`${baseUrl}/events`);
    await expect.poll(() => page.locator("article h3").count()).toBe(events.length);
    expect(await page.locator("article h3").allTextContents()).toEqual(events.map((e) => e.title));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Events");
    for (const [index, event] of events.entries()) {
      const card = page.locator("article").nth(index);
      expect(await card.getByText(event.photosUrl ? "Past" : "Upcoming", { exact: true }).count()).toBe(1);
      if (event.photosUrl) {
        const album = card.getByRole("link", { name: `View Album of ${event.title}` });
        expect(await album.getAttribute("href")).toBe(event.photosUrl);
        expect(await album.getAttribute("target")).toBe("_blank");
        expect(await card.getByRole("button", { name: /Register Now/ }).count()).toBe(0);
      } else if (event.hasRegistrationForms || event.googleFormUrl) {
        expect(await card.getByRole("button", { name: `Register Now for ${event.title}` }).count()).toBe(1);
      } else {
        expect(await card.getByRole("button").count()).toBe(0);
        expect(await card.getByText("No registration needed", { exact: true }).count()).toBe(1);
      }
    }
    expect(errors).toEqual([]);
  });
});

it("redirect mode offers only the outside form, in a new tab", async () => {
  const event = events.find((e) => e.title === titles.redirect);
  await withPage(async (page, errors) => {
    const dialog = await openRegistration(page, baseUrl, titles.redirect);
    const link = dialog.getByRole("link", { name: "Open Registration Form" });
    expect(await link.getAttribute("href")).toBe(event?.googleFormUrl);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await dialog.getByText("Select Category").count()).toBe(0);
    expect(await dialog.getByRole("link").count()).toBe(1);
    expect(errors).toEqual([]);
  });
});

it("embed mode shows the categories and the form, plus the original form's link", async () => {
  const event = events.find((e) => e.title === titles.embed);
  await withPage(async (page, errors) => {
    const dialog = await openRegistration(page, baseUrl, titles.embed);
    const link = dialog.getByRole("link", { name: "Open Original Form" });
    expect(await link.getAttribute("href")).toBe(event?.googleFormUrl);
    expect(await link.getAttribute("target")).toBe("_blank");
    await page.getByRole("combobox", { name: "Select Category" }).click();
    expect(await page.getByRole("option").allTextContents()).toEqual(["School (Class 6-10)", "College (HSC)", "University"]);
    await page.getByRole("option", { name: "College (HSC)" }).click();
    await dialog.getByLabel("College Name").waitFor();
    expect(await dialog.getByRole("checkbox", { name: "Robotics" }).count()).toBe(1);
    expect(await dialog.getByRole("radio", { name: "Facebook page" }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});

it("native mode: the choice of categories and a category without fields; an event without forms invites no registration", async () => {
  await withPage(async (page, errors) => {
    const dialog = await openRegistration(page, baseUrl, titles.native);
    expect(await dialog.getByRole("link").count()).toBe(0);
    await chooseCategory(page, "Open");
    await dialog.getByText("No registration form configured for this category.").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    const noForms = page.locator("article").filter({ has: page.getByRole("heading", { name: titles.noForms }) });
    expect(await noForms.getByRole("button").count()).toBe(0);
    expect(await noForms.getByText("No registration needed", { exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});

it("shows a field of an unknown type as unsupported, and every other type as its control", async () => {
  await withPage(async (page) => {
    const dialog = await openRegistration(page, baseUrl, titles.native);
    await chooseCategory(page, "University");
    await dialog.getByText("Unsupported field type: signature").waitFor();
    expect(await dialog.getByLabel("Date of Birth").getAttribute("type")).toBe("date");
    expect(await dialog.getByLabel("Free for mentoring from").getAttribute("type")).toBe("time");
    expect(await dialog.getByLabel("Arrival on Day 1").getAttribute("type")).toBe("datetime-local");
    expect(await dialog.getByLabel("Year of Study").getAttribute("type")).toBe("number");
    expect(await dialog.getByLabel("Mobile number").getAttribute("type")).toBe("tel");
    expect(await dialog.getByLabel("Email Address").getAttribute("type")).toBe("email");
    expect(await dialog.getByLabel("Email Address").getAttribute("placeholder")).toBe("you@example.com");
    expect(await dialog.getByLabel("Anything else we should know?").getAttribute("placeholder")).toBe("Enter Anything else we should know?");
    expect(await dialog.getByLabel("A robot you would like to build").evaluate((el) => el.tagName)).toBe("TEXTAREA");
    expect(await dialog.getByLabel("Your Photo (for the ID card)").getAttribute("accept")).toBe("image/png,image/jpeg,image/webp,image/gif");
    expect(await dialog.getByLabel("Your Photo (for the ID card)").getAttribute("required")).not.toBeNull();
    expect(await dialog.getByLabel("CV (PDF or image)").getAttribute("required")).toBeNull();
    expect(await dialog.getByRole("combobox", { name: "Department" }).count()).toBe(1);
    expect(await dialog.getByRole("radio", { name: "Mentor volunteer" }).count()).toBe(1);
    expect(await dialog.getByRole("checkbox", { name: "Soldering" }).count()).toBe(1);
    // Required fields carry an asterisk; optional ones do not.
    expect(await dialog.locator("label", { hasText: "Full Name" }).textContent()).toBe("Full Name*");
    expect(await dialog.locator("label", { hasText: "Year of Study" }).textContent()).toBe("Year of Study");
  });
});

describe.each(Object.entries(viewports))("the open dialog at %s width", (name, viewport) => {
  it("passes axe with the form shown, and is captured for review", async () => {
    await withPage(async (page) => {
      const dialog = await openRegistration(page, baseUrl, titles.native);
      await chooseCategory(page, "University");
      await dialog.getByLabel("Full Name").waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshotForPeople(page, { path: `screenshots/${name}-events-dialog-native.png` });
      await page.keyboard.press("Escape");
      await openRegistration(page, baseUrl, titles.embed);
      await chooseCategory(page, "School (Class 6-10)");
      await screenshotForPeople(page, { path: `screenshots/${name}-events-dialog-embed.png` });
      await page.keyboard.press("Escape");
      await openRegistration(page, baseUrl, titles.redirect);
      await screenshotForPeople(page, { path: `screenshots/${name}-events-dialog-redirect.png` });
    }, viewport);
  });
});
