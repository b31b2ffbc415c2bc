import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ClubEvent } from "../../src/shared/api/events.ts";
import { eventPath } from "#features/events/slug.ts";
import { gotoHydrated, launchBrowser, openPage, viewports, screenshotForPeople } from "./support/browser.ts";
import { seriousViolations } from "./support/page-checks.ts";
import { startRestartableServer, type RestartableServer } from "./support/own-database.ts";

// The events pages in Bangla: /bn/events, the registration dialog with its Bangla labels
// and messages, the Bangla confirmation and ticket, and an event's page with Bangla dates and its
// categories. These tests write a registration, so they run their own server.

const workshop = "Robotics Workshop: Build a Line-Following Robot";
const banglaDigit = /[০-৯]/;
let browser: Browser;
let server: RestartableServer;
let event: ClubEvent;

beforeAll(async () => {
  server = await startRestartableServer("e2e_events_bn");
  browser = await launchBrowser();
  // The sample content has an editor's Bangla for every text; here the workshop, the categories and
  // the forms keep only their English, but one field's Bangla label (decision 129), so the test sees
  // both: the Bangla where written, used in its message too, and the English otherwise.
  await server.query(`update events set title_bn = null, description_bn = null, location_bn = null where title = '${workshop.replaceAll("'", "''")}'`);
  await server.query("update event_categories set name_bn = null, description_bn = null");
  await server.query(
    "update event_registration_forms set form_fields = (select jsonb_agg(field - 'labelBn' - 'placeholderBn' - 'optionsBn' order by position) from jsonb_array_elements(form_fields) with ordinality as fields(field, position)) where jsonb_array_length(form_fields) > 0",
  );
  await server.query(
    `update event_registration_forms set form_fields = jsonb_set(form_fields, '{0,labelBn}', '"পূর্ণ নাম"') where form_fields->0->>'name' = 'full_name'`,
  );
  const events = (await (await fetch(`${server.url}/api/events`)).json()) as ClubEvent[];
  event = events.find((candidate) => candidate.title === workshop)!;
  mkdirSync("screenshots", { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it("registers on /bn/events: Bangla dialog, Bangla messages for an empty form, Bangla confirmation, lang bn sent, and a Bangla ticket", async () => {
  const { page, context, errors } = await openPage(browser, viewports.desktop);
  try {
    const sent: unknown[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/event-registrations")) sent.push(request.postDataJSON());
    });
    await gotoHydrated(page, `${server.url}/bn/events`);
    expect(await page.locator("html").getAttribute("lang")).toBe("bn");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("ইভেন্টসমূহ");
    await screenshotForPeople(page, { path: "screenshots/bn-events-1280.png", fullPage: true });
    await page.getByRole("button", { name: `${workshop}-এ এখনই নিবন্ধন করুন` }).click();
    const dialog = page.getByRole("dialog", { name: `${workshop}-এ নিবন্ধন` });
    await dialog.waitFor();
    await dialog.getByText("আপনার ক্যাটাগরি বেছে নিন, তারপর ফর্মটি পূরণ করুন।").waitFor();
    await page.getByRole("combobox", { name: "ক্যাটাগরি বেছে নিন" }).click();
    await page.getByRole("option", { name: "College (HSC)" }).click();
    await dialog.getByLabel("পূর্ণ নাম").waitFor();

    // An empty form: each required field says so in Bangla, the editor's Bangla label first.
    await dialog.getByRole("button", { name: "নিবন্ধন জমা দিন" }).click();
    await dialog.getByText("পূর্ণ নাম আবশ্যক").waitFor();
    await dialog.getByText("College Roll আবশ্যক").waitFor();
    expect(await dialog.getByText(/ is required/).count()).toBe(0);
    // A phone that is not a mobile number: the shared rule's words in Bangla.
    await dialog.getByLabel("Mobile Number").fill("12345");
    await dialog.getByRole("button", { name: "নিবন্ধন জমা দিন" }).click();
    await dialog.getByText(/Mobile Number-এ বাংলাদেশের একটি মোবাইল নম্বর দিন/).waitFor();
    await screenshotForPeople(page, { path: "screenshots/bn-registration-dialog-1280.png" });

    await dialog.getByLabel("পূর্ণ নাম").fill("নুসাইবা খান");
    await dialog.getByLabel("College Roll").fill("2412345");
    await dialog.getByRole("combobox", { name: "Section" }).click();
    await page.getByRole("option", { name: "Science B" }).click();
    await dialog.getByLabel("Mobile Number").fill("01711111112");
    await dialog.getByLabel("Email Address").fill("nusaiba.bn@example.org");
    await dialog.getByRole("radio", { name: "Never" }).click();
    await dialog.getByRole("button", { name: "নিবন্ধন জমা দিন" }).click();

    const panel = page.getByTestId("confirmation-panel");
    await panel.waitFor();
    expect(await panel.getByRole("heading", { level: 3 }).textContent()).toContain(`${workshop}-এ আপনার নিবন্ধন সম্পন্ন হয়েছে`);
    // One confirmation, in Bangla: the panel says what the spec's toast said (decision 139).
    expect(await panel.innerText()).toContain("নিবন্ধন জমা হয়েছে!");
    expect(await page.locator("[data-sonner-toast]").filter({ hasText: "নিবন্ধন জমা হয়েছে!" }).count()).toBe(0);
    expect(sent).toHaveLength(1);
    expect((sent[0] as { lang?: string }).lang).toBe("bn");
    const ticketLink = panel.getByRole("link", { name: "প্রিন্ট বা সংরক্ষণ করতে আপনার টিকিট খুলুন" });
    const ticketHref = (await ticketLink.getAttribute("href")) ?? "";
    expect(ticketHref).toMatch(/^\/bn\/events\/ticket\//);
    expect(await panel.getByRole("link", { name: "আপনার নিবন্ধনের অবস্থা দেখুন" }).getAttribute("href")).toMatch(/^\/bn\/join-us\/status\?/);

    await gotoHydrated(page, `${server.url}${ticketHref}`);
    expect(await page.locator("html").getAttribute("lang")).toBe("bn");
    await page.getByRole("button", { name: "টিকিট প্রিন্ট করুন" }).waitFor();
    const ticket = await page.locator("[data-ticket]").innerText();
    expect(ticket).toContain("ক্যাটাগরি");
    expect(ticket).toContain("(ঢাকার সময়)");
    expect(ticket).toMatch(banglaDigit);
    // Its header is the club's Bangla name, its time as spoken ("সকাল ১০:০০"), its title Bangla.
    expect(ticket).toContain("সরকারি বিজ্ঞান কলেজ বিজ্ঞান ক্লাব");
    expect(ticket).not.toContain("Government Science College Science Club");
    expect(ticket).toMatch(/(ভোর|সকাল|দুপুর|বিকাল|সন্ধ্যা|রাত) [০-৯]{1,2}:[০-৯]{2} \(ঢাকার সময়\)/);
    expect(await page.title()).toBe("টিকিট | জিএসসি বিজ্ঞান ক্লাব");
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it("shows an event's page in Bangla with Bangla dates and its categories, without serious accessibility violations", async () => {
  for (const viewport of [viewports.phone, viewports.desktop]) {
    const { page, context, errors } = await openPage(browser, viewport);
    try {
      await gotoHydrated(page, `${server.url}/bn${eventPath(event)}`);
      expect(await page.locator("html").getAttribute("lang")).toBe("bn");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(workshop);
      expect(await page.locator("main").innerText()).toMatch(banglaDigit);
      expect(await page.locator("main time").first().innerText()).toMatch(banglaDigit);
      const categories = page.getByRole("region", { name: "ক্যাটাগরি ও আসন" });
      expect(await categories.getByRole("heading", { level: 3 }).count()).toBeGreaterThan(0);
      expect(await categories.innerText()).toContain("ফি নেই");
      expect(await page.getByRole("link", { name: /ক্যালেন্ডারে যোগ করুন/ }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshotForPeople(page, { path: `screenshots/bn-event-page-${viewport.width}.png`, fullPage: true });
      if (viewport.width < 500) {
        await page.goto(`${server.url}/bn/events`);
        await screenshotForPeople(page, { path: "screenshots/bn-events-390.png", fullPage: true });
        await gotoHydrated(page, `${server.url}/bn${eventPath(event)}`);
        await page.getByRole("button", { name: `${workshop}-এ এখনই নিবন্ধন করুন` }).click();
        await page.getByRole("dialog").waitFor();
        await page.getByRole("combobox", { name: "ক্যাটাগরি বেছে নিন" }).click();
        await page.getByRole("option", { name: "College (HSC)" }).click();
        await page.getByRole("dialog").getByLabel("পূর্ণ নাম").waitFor();
        await screenshotForPeople(page, { path: "screenshots/bn-registration-dialog-390.png" });
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }
});
