import path from "node:path";
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { solidPng } from "../support/upload-files.ts";
import { gotoHydrated, launchBrowser, openPage, screenshotForPeople } from "./support/browser.ts";
import { startRestartableServer, type RestartableServer } from "./support/own-database.ts";
import { chooseCategory, openRegistration } from "./support/events.ts";
import { withConsentVersions } from "../support/factories.ts";
import { sampleCategoryIds, sampleEventCategories, sampleEventIds, sampleEventRegistrationForms, sampleEvents } from "../../src/server/db/sample-content.ts";
import { normaliseFormFields } from "../../src/shared/registration-form-fields.ts";
import { eventsText as eventsEn } from "../../src/web/content/events.ts";
import { eventsText as eventsBn } from "../../src/web/content/bn/events.ts";
import { registrationText as registrationEn } from "../../src/web/content/registration.ts";
import { registrationText as registrationBn } from "../../src/web/content/bn/registration.ts";

// These tests write registrations, so they run their own server: on a fresh PostgreSQL database when
// TEST_DATABASE_URL is set, otherwise on its own embedded data directory, read after the server stops.

const workshop = "Robotics Workshop: Build a Line-Following Robot";
let browser: Browser;
let server: RestartableServer;

beforeAll(async () => {
  server = await startRestartableServer("e2e_events");
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface StoredRegistration {
  event_id: string;
  category_id: string;
  registration_data: Record<string, string | string[]>;
}

const registrationsSql = "select event_id, category_id, registration_data from event_registrations order by created_at";

/** The rows of event_registrations, read from the server's own database. */
function storedRegistrations(): Promise<StoredRegistration[]> {
  return server.query<StoredRegistration>(registrationsSql);
}

async function fillEveryFieldType(page: Page) {
  const dialog = await openRegistration(page, server.url, workshop);
  await chooseCategory(page, "University");
  await dialog.getByLabel("Full Name").fill("Nusaiba Khan");
  await dialog.getByRole("textbox", { name: "University", exact: true }).fill("University of Dhaka");
  await dialog.getByLabel("Email Address").fill("nusaiba@example.org");
  await dialog.getByLabel("Mobile number").fill("01711111111");
  await dialog.getByLabel("Year of Study").fill("2");
  await dialog.getByLabel("Date of Birth").fill("2005-03-14");
  await dialog.getByLabel("Arrival on Day 1").fill("2026-12-11T09:15");
  await dialog.getByLabel("Free for mentoring from").fill("15:30");
  await dialog.getByRole("combobox", { name: "Department" }).click();
  await page.getByRole("option", { name: "EEE" }).click();
  await dialog.getByRole("combobox", { name: "T-shirt Size" }).click();
  await page.getByRole("option", { name: "XL" }).click();
  await dialog.getByRole("radio", { name: "Mentor volunteer" }).click();
  await dialog.getByRole("radio", { name: "Intermediate" }).click();
  await dialog.getByRole("checkbox", { name: "ESP32" }).click();
  await dialog.getByRole("checkbox", { name: "Arduino" }).click();
  await dialog.getByRole("checkbox", { name: "I will bring my student ID card" }).click();
  await dialog.getByLabel("A robot you would like to build").fill("A robot that waters plants <b>automatically</b>.");
  await dialog.getByLabel("Anything else we should know?").fill("Vegetarian lunch, please.");
  return dialog;
}

it("registers natively with every field type and a real uploaded image, stored as the upload's reference", async () => {
  const { page, context, errors } = await openPage(browser);
  try {
    const dialog = await fillEveryFieldType(page);
    const photoInput = dialog.getByLabel("Your Photo (for the ID card)");

    // A file that is not an image is refused with its own message, and the field stays required.
    await photoInput.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("<html>not an image</html>") });
    await dialog.getByText("This file is not a PNG, JPEG, WebP or GIF image. Please choose one of those.").waitFor();
    // One message for the failure: the toast says what the field says, not a general "Please try again".
    const failedToast = page.locator("[data-sonner-toast]").filter({ hasText: "Upload failed" });
    await failedToast.waitFor();
    expect(await failedToast.innerText()).toContain("This file is not a PNG, JPEG, WebP or GIF image. Please choose one of those.");
    expect(await failedToast.innerText()).not.toContain("Please try again");
    expect(await photoInput.evaluate((input: HTMLInputElement) => input.required && input.value === "")).toBe(true);

    const png = solidPng(64, 48, [240, 162, 11]);
    const uploadResponse = page.waitForResponse((r) => r.url().includes("/uploads?") && r.status() === 201);
    await photoInput.setInputFiles({ name: "my photo.png", mimeType: "image/png", buffer: png });
    const { url: photoUrl } = (await (await uploadResponse).json()) as { url: string };
    await dialog.getByText("✓ File uploaded successfully").waitFor();
    await page.getByText("Your file has been uploaded.").first().waitFor();
    expect(await photoInput.evaluate((input: HTMLInputElement) => input.required)).toBe(false);

    await dialog.getByRole("button", { name: "Submit Registration" }).click();
    await page.getByText("Registration Submitted!").waitFor();
    await page.getByText("Thank you for registering. We'll contact you soon with further details.").waitFor();
    await dialog.waitFor({ state: "hidden" });
    // The confirmation panel stays on the page, with the reference when the server gives one, and has focus.
    const panel = page.getByTestId("confirmation-panel");
    await panel.waitFor();
    expect(await panel.getByRole("heading", { level: 3 }).innerText()).toBe(`You are registered for ${workshop}`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("confirmation-panel");
    // It offers the event's calendar file and the registration's status page, which finds it by the form's e-mail.
    expect(await panel.getByRole("link", { name: /^Add to calendar/ }).getAttribute("href")).toMatch(/^\/api\/events\/[0-9a-f-]{36}\/calendar\.ics$/);
    const statusHref = (await panel.getByRole("link", { name: "Check your registration's status" }).getAttribute("href")) ?? "";
    expect(statusHref).toMatch(/^\/join-us\/status\?reference=GSC-/);
    const statusPage = await context.newPage();
    await gotoHydrated(statusPage, `${server.url}${statusHref}`);
    await statusPage.getByRole("textbox", { name: "E-mail address" }).fill("nusaiba@example.org");
    await statusPage.getByRole("button", { name: "Check status" }).click();
    const found = statusPage.getByRole("region", { name: /: Registered: you have a seat$/ });
    await found.waitFor();
    expect(await found.innerText()).toContain(`You have a seat at ${workshop}.`);
    expect(await found.getByRole("link", { name: /^Add to calendar/ }).count()).toBe(1);
    await statusPage.close();
    await panel.getByRole("button", { name: "Close" }).click();
    expect(await panel.count()).toBe(0);

    // Opening again starts afresh: no category, no answers.
    const again = await openRegistration(page, server.url, workshop);
    expect(await page.getByRole("combobox", { name: "Select Category" }).textContent()).toContain("Choose your category");
    expect(await again.getByLabel("Full Name").count()).toBe(0);
    // The failed upload logged a 415 in the console; nothing else went wrong.
    expect(errors.filter((e) => !e.includes("415"))).toEqual([]);

    const rows = await storedRegistrations();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    const events = (await (await fetch(`${server.url}/api/events`)).json()) as { id: string; title: string }[];
    expect(row?.event_id).toBe(events.find((e) => e.title === workshop)?.id);
    expect(row?.registration_data).toEqual({
      full_name: "Nusaiba Khan",
      university: "University of Dhaka",
      email: "nusaiba@example.org",
      mobile_number: "01711111111",
      year_of_study: "2",
      date_of_birth: "2005-03-14",
      arrival: "2026-12-11T09:15",
      free_from: "15:30",
      department: "EEE",
      tshirt_size: "XL",
      join_as: "Mentor volunteer",
      arduino_level: "Intermediate",
      skills: ["Arduino", "ESP32"],
      rules: ["I will bring my student ID card"],
      robot_idea: "A robot that waters plants <b>automatically</b>.",
      anything_else_we_should_know_: "Vegetarian lunch, please.",
      photo: photoUrl,
    });
    // upload:{key}, the same wherever the data directory is (docs/decisions/064).
    expect(photoUrl).toMatch(new RegExp(`^upload:${row?.event_id}/photo_\\d+\\.png$`));
    const key = photoUrl.slice("upload:".length);
    expect(await readFile(path.join(server.dataDir, "uploads", "leader-uploads", ...key.split("/")))).toEqual(png);
  } finally {
    await context.close();
  }
});

it.each([
  ["a phone", { width: 390, height: 844 }],
  ["a desktop", { width: 1280, height: 800 }],
])("on %s, shows each required field's message at the field itself and moves focus there, select and radio group alike", async (_label, viewport) => {
  const { page, context } = await openPage(browser, viewport);
  try {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/event-registrations")) posts.push(request.url());
    });
    const dialog = await openRegistration(page, server.url, workshop);
    await chooseCategory(page, "College (HSC)");
    await dialog.getByLabel("Full Name").fill("Ridwan Hossain");
    await dialog.getByLabel("College Roll").fill("2412999");
    const submit = dialog.getByRole("button", { name: "Submit Registration" });
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? "");

    // The empty "Section" select: its message under it, focus on it.
    await submit.click();
    const section = dialog.getByRole("combobox", { name: "Section" });
    await dialog.getByText("Section is required").waitFor();
    expect(await section.getAttribute("aria-invalid")).toBe("true");
    expect(await section.getAttribute("aria-describedby")).toBe(await dialog.getByText("Section is required").getAttribute("id"));
    await expect.poll(focusedId).toBe(await section.getAttribute("id"));
    const sectionBox = (await section.boundingBox())!;
    const messageBox = (await dialog.getByText("Section is required").boundingBox())!;
    expect(messageBox.y - (sectionBox.y + sectionBox.height)).toBeLessThan(16);
    await screenshotForPeople(page, { path: `screenshots/registration-validation-${viewport.width}.png` });

    await section.click();
    await page.getByRole("option", { name: "Science C" }).click();
    expect(await dialog.getByText("Section is required").count()).toBe(0);

    // A phone number that is none: refused at the field, with the format it wants (shown as a hint too).
    await dialog.getByLabel("Mobile Number").fill("12345");
    await dialog.getByLabel("Email Address").fill("ridwan@example.org");
    await submit.click();
    await dialog.getByText("Mobile Number must be a Bangladeshi mobile number: 11 digits starting with 01, e.g. 01712-345678").waitFor();
    await expect.poll(focusedId).toBe(await dialog.getByLabel("Mobile Number").getAttribute("id"));
    await dialog.getByLabel("Mobile Number").fill("+880 1822-222222");

    // The unanswered radio group: its message at the group, focus on its first radio.
    await submit.click();
    await dialog.getByText("Have you built a robot before? is required").waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe("radio");
    expect(await dialog.getByRole("radiogroup", { name: "Have you built a robot before?" }).getAttribute("aria-invalid")).toBe("true");
    expect(posts).toEqual([]);
  } finally {
    await context.close();
  }
});

it("refuses a second registration of the same person at the form, giving the first reference (decision 100)", async () => {
  const events = (await (await fetch(`${server.url}/api/events`)).json()) as { id: string; title: string }[];
  const eventId = events.find((e) => e.title === workshop)!.id;
  const categories = (await (await fetch(`${server.url}/api/events/${eventId}/categories`)).json()) as { id: string; name: string }[];
  const first = await fetch(`${server.url}/api/event-registrations`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(
      withConsentVersions({
        eventId,
        categoryId: categories.find((category) => category.name === "College (HSC)")!.id,
        registrationData: { full_name: "Sadia Karim", college_roll: "2412555", section: "Science A", phone: "01733333333", email: "sadia@example.org", experience: "Never" },
      }),
    ),
  });
  expect(first.status).toBe(201);
  const { reference } = (await first.json()) as { reference: string };

  const { page, context, errors } = await openPage(browser);
  try {
    const dialog = await openRegistration(page, server.url, workshop);
    await chooseCategory(page, "College (HSC)");
    await dialog.getByLabel("Full Name").fill("Sadia Karim");
    await dialog.getByLabel("College Roll").fill("2412555");
    await dialog.getByRole("combobox", { name: "Section" }).click();
    await page.getByRole("option", { name: "Science A" }).click();
    // The same person, typed another way: the phone with +880, the e-mail in capitals.
    await dialog.getByLabel("Mobile Number").fill("+880 1733-333333");
    await dialog.getByLabel("Email Address").fill("Sadia@Example.org");
    await dialog.getByRole("radio", { name: "Never" }).click();
    await dialog.getByRole("button", { name: "Submit Registration" }).click();

    const message = `You have already registered for this event with this e-mail address and phone number. Your reference is ${reference}.`;
    await dialog.getByRole("alert").filter({ hasText: message }).waitFor();
    // The answers stay, the dialog stays open; only the refusal (409) was logged.
    expect(await dialog.getByLabel("Full Name").inputValue()).toBe("Sadia Karim");
    expect(errors.filter((error) => !error.includes("409"))).toEqual([]);
  } finally {
    await context.close();
  }
});

// Decision 139: after registering, one confirmation speaks and the seats left drop at once; a refusal
// for too many attempts shows its wait in the visitor's language.
const workshopEvent = sampleEvents.find((event) => event.id === sampleEventIds.roboticsWorkshop)!;
const collegeCategory = sampleEventCategories.find((category) => category.id === sampleCategoryIds.college)!;
const collegeForm = normaliseFormFields(sampleEventRegistrationForms.find((form) => form.eventId === workshopEvent.id && form.categoryId === collegeCategory.id)!.formFields);
const collegeFields = {
  en: { label: (name: string) => collegeForm.find((f) => f.name === name)!.label, option: (_name: string, option: string) => option },
  bn: {
    label: (name: string) => collegeForm.find((f) => f.name === name)!.labelBn!,
    option: (name: string, option: string) => {
      const formField = collegeForm.find((f) => f.name === name)!;
      return formField.optionsBn![formField.options.indexOf(option)]!;
    },
  },
};

/** Opens the workshop's dialog on the events page of `lang`, chooses College (HSC) and answers it as `who`. */
async function fillCollegeForm(page: Page, lang: "en" | "bn", who: { name: string; roll: string; phone: string; email: string }) {
  const words = lang === "en" ? registrationEn : registrationBn;
  const events = lang === "en" ? eventsEn : eventsBn;
  const title = lang === "en" ? workshopEvent.title : workshopEvent.titleBn!;
  const eventsPath = `${server.url}${lang === "en" ? "" : "/bn"}/events`;
  if (page.url() !== eventsPath) await gotoHydrated(page, eventsPath);
  await page.getByRole("button", { name: events.registerNowFor(title) }).click();
  const dialog = page.getByRole("dialog", { name: words.dialogTitle(title) });
  await dialog.waitFor();
  await page.getByRole("combobox", { name: words.categoryLabel }).click();
  await page.getByRole("option", { name: lang === "en" ? collegeCategory.name : collegeCategory.nameBn! }).click();
  const { label, option } = collegeFields[lang];
  await dialog.getByLabel(label("full_name")).fill(who.name);
  await dialog.getByLabel(label("college_roll")).fill(who.roll);
  await dialog.getByRole("combobox", { name: label("section") }).click();
  await page.getByRole("option", { name: option("section", "Science A") }).click();
  await dialog.getByLabel(label("phone")).fill(who.phone);
  await dialog.getByLabel(label("email")).fill(who.email);
  await dialog.getByRole("radio", { name: option("experience", "Never") }).click();
  return { dialog, submit: dialog.getByRole("button", { name: words.submit }) };
}

it("after registering, one confirmation speaks (the panel, no toast over it) and the card's seats left drop at once", async () => {
  await server.query(`update events set capacity = 60 where id = '${sampleEventIds.roboticsWorkshop}'`);
  const { page, context, errors } = await openPage(browser);
  try {
    await gotoHydrated(page, `${server.url}/events`);
    const card = page.locator("article", { has: page.getByRole("heading", { name: workshop }) });
    const seatsBefore = Number((await card.locator("[data-seats]").innerText()).match(/(\d+) seats left/)![1]);
    const { dialog, submit } = await fillCollegeForm(page, "en", { name: "Tanvir Hasan", roll: "2412471", phone: "01700000471", email: "tanvir.seats@example.org" });
    await submit.click();
    const panel = page.getByTestId("confirmation-panel");
    await panel.waitFor();
    await dialog.waitFor({ state: "hidden" });
    // The panel says what the spec's toast said, and nothing else says it.
    expect(await panel.innerText()).toContain("Registration Submitted! Thank you for registering. We'll contact you soon with further details.");
    await card.getByText(`${seatsBefore - 1} seats left`, { exact: true }).waitFor({ timeout: 5_000 });
    await page.waitForTimeout(1_000);
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
    expect(await page.getByText("Registration Submitted!").count()).toBe(1);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it.each([
  { lang: "en" as const, wait: "Too many requests from your address. Please wait 58 seconds and try again." },
  { lang: "bn" as const, wait: "আপনার ঠিকানা থেকে অনেক বেশি অনুরোধ এসেছে। অনুগ্রহ করে ৫৮ সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।" },
])("a refusal for too many attempts shows its wait in the visitor's language ($lang)", async ({ lang, wait }) => {
  const { page, context } = await openPage(browser);
  try {
    const { dialog, submit } = await fillCollegeForm(page, lang, { name: "Limit Tester", roll: "2412472", phone: "01700000472", email: `limited.${lang}@example.org` });
    // The server's own 429, as rate-limit.ts words it after 20 attempts (the limit itself: registrations.limits.test.ts).
    await page.route("**/api/event-registrations", (route) =>
      route.fulfill({
        status: 429,
        headers: { "retry-after": "58", "content-type": "application/json" },
        body: JSON.stringify({ statusCode: 429, error: "Too Many Requests", message: "Too many requests from your address. Please wait 58 seconds and try again." }),
      }),
    );
    await submit.click();
    await dialog.getByRole("alert").filter({ hasText: wait }).waitFor();
    const generic = (lang === "en" ? registrationEn : registrationBn).submitFailed.description;
    expect(await page.getByText(generic).count()).toBe(0);
    // The answers stay for the next try.
    expect(await dialog.getByLabel(collegeFields[lang].label("full_name")).inputValue()).toBe("Limit Tester");
  } finally {
    await context.close();
  }
});

// Last: it stops the server.
it("keeps the dialog open with every answer when the submission fails", async () => {
  const { page, context } = await openPage(browser);
  try {
    const dialog = await openRegistration(page, server.url, workshop);
    await chooseCategory(page, "College (HSC)");
    await dialog.getByLabel("Full Name").fill("Ridwan Hossain");
    await dialog.getByLabel("College Roll").fill("2412999");
    await dialog.getByRole("combobox", { name: "Section" }).click();
    await page.getByRole("option", { name: "Science C" }).click();
    await dialog.getByLabel("Mobile Number").fill("01822222222");
    await dialog.getByLabel("Email Address").fill("ridwan@example.org");
    await dialog.getByRole("radio", { name: "Never" }).click();

    // The server goes away: the submission cannot succeed.
    await server.stopServer();
    await dialog.getByRole("button", { name: "Submit Registration" }).click();
    await page.getByText("Failed to submit registration. Please try again.").waitFor();
    expect(await page.getByText("Error", { exact: true }).count()).toBeGreaterThan(0);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel("Full Name").inputValue()).toBe("Ridwan Hossain");
    expect(await dialog.getByLabel("College Roll").inputValue()).toBe("2412999");
    expect(await dialog.getByRole("combobox", { name: "Section" }).textContent()).toContain("Science C");
    expect(await dialog.getByRole("radio", { name: "Never" }).isChecked()).toBe(true);
    expect(await page.getByRole("combobox", { name: "Select Category" }).textContent()).toContain("College (HSC)");
  } finally {
    await context.close();
  }
});
