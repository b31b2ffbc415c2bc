import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { consolePagePaths } from "../../src/shared/console/paths.ts";
import { TestSmtpServer } from "../support/smtp.ts";
import { launchBrowser, openPage, viewports, screenshotForPeople } from "./support/browser.ts";
import { createSignedInOrganiser } from "./support/console.ts";
import { startRestartableServer, type RestartableServer } from "./support/own-database.ts";
import { seriousViolations } from "./support/page-checks.ts";

// Letters to people (docs/decisions/145): a reviewer writes to those checked in at an event, sees the
// preview's count and letter, sends, and sees the e-mail waiting and then sent; the one without
// e-mail is on the WhatsApp list with one link, marked as told; the person written to opens their
// unsubscribe page in Bangla and confirms. On PostgreSQL when TEST_DATABASE_URL is set, else the
// embedded database.

const eventId = "8f1e6c2a-4b7d-4e3f-9a10-5c2d7e8f9a01";
const categoryId = "8f1e6c2a-4b7d-4e3f-9a10-5c2d7e8f9a02";

let browser: Browser;
let server: RestartableServer;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = new TestSmtpServer();
  await smtp.start();
  const { smtpUrl, from } = smtp.config();
  server = await startRestartableServer("e2e_announcements", { env: { SMTP_URL: smtpUrl, MAIL_FROM: from } });
  await server.query(`insert into event_categories (id, name) values ('${categoryId}', 'Letters category')`);
  await server.query(`insert into events (id, title, starts_at, active) values ('${eventId}', 'Letters Science Fair', now() - interval '2 days', true)`);
  await server.query(
    `insert into event_registration_forms (event_id, category_id, form_fields) values ('${eventId}', '${categoryId}', '[{"name":"full_name","label":"Full name","type":"text","required":true},{"name":"email","label":"Email","type":"email","required":false},{"name":"phone","label":"Phone","type":"tel","required":false}]')`,
  );
  await server.query(
    `insert into event_registrations (event_id, category_id, registration_data, contact_email, contact_phone, lang, checked_in_at) values
      ('${eventId}', '${categoryId}', '{"full_name":"Nusrat Jahan","email":"nusrat.letters@example.org"}', 'nusrat.letters@example.org', null, 'bn', now()),
      ('${eventId}', '${categoryId}', '{"full_name":"Tanvir Ahmed","phone":"01712345678"}', null, '01712345678', 'en', now()),
      ('${eventId}', '${categoryId}', '{"full_name":"Absent Person","email":"absent.letters@example.org"}', 'absent.letters@example.org', null, 'en', null)`,
  );
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.stop();
});

it("writes to those checked in, previews, sends, lists the one without e-mail on WhatsApp, and the Bangla unsubscribe page confirms", async () => {
  const reviewer = await createSignedInOrganiser(browser, server.console, "reviewer", viewports.desktop);
  try {
    const { page } = reviewer;
    await page.goto(`${server.url}${consolePagePaths.announcements}`);
    await page.getByRole("heading", { name: "Letters to people", level: 1 }).waitFor();
    await page.getByLabel("To").selectOption(eventId);
    await page.getByLabel("Who of them").selectOption("checked_in");
    await page.getByLabel("Subject", { exact: true }).fill("Thank you for coming");
    await page.getByLabel("Text", { exact: true }).fill("The photos of the fair are on the site.");
    await page.getByLabel("বিষয় (Subject in Bangla)").fill("আসার জন্য ধন্যবাদ");
    await page.getByLabel("লেখা (Text in Bangla)").fill("মেলার ছবিগুলো সাইটে আছে।");
    await page.getByRole("button", { name: "Preview" }).click();

    await page.getByRole("heading", { name: "Preview: 2 people" }).waitFor();
    await page.getByText("1 e-mail to send").waitFor();
    await page.getByText("1 person without e-mail, to tell on WhatsApp").waitFor();
    // Everyone with e-mail reads Bangla here: the letter shown is the Bangla one, with its unsubscribe line.
    const sample = await page.getByTestId("letter-sample").innerText();
    expect(sample).toContain("মেলার ছবিগুলো সাইটে আছে।");
    expect(sample).toContain("/bn/unsubscribe/");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: "screenshots/console-announcements-1280.png", fullPage: true });

    await page.getByRole("button", { name: "Send to 2 people" }).click();
    await page.waitForURL(/\/organiser\/announcements\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { name: "Thank you for coming", level: 1 }).waitFor();
    // Waiting until the worker has sent it, then sent: the page looks again on its own.
    await page.getByTestId("delivery-sent").filter({ hasText: "1" }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("delivery-waiting").innerText()).toBe("0");
    expect(await page.getByTestId("delivery-failed").innerText()).toBe("0");

    const list = page.getByRole("list", { name: "People to tell on WhatsApp" });
    const links = list.getByRole("link", { name: /Message on WhatsApp to/ });
    expect(await links.count()).toBe(1);
    const href = (await links.first().getAttribute("href"))!;
    expect(href.startsWith("https://wa.me/8801712345678?text=")).toBe(true);
    expect(decodeURIComponent(href.split("text=")[1]!)).toContain("The photos of the fair are on the site.");
    await list.getByRole("checkbox", { name: "Told" }).check();
    await page.getByText("1 of 1 told.", { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: "screenshots/console-announcement-1280.png", fullPage: true });
    await page.reload();
    expect(await page.getByRole("checkbox", { name: "Told" }).isChecked()).toBe(true);
    expect(reviewer.errors).toEqual([]);
  } finally {
    await reviewer.context.close();
  }

  expect(smtp.received.map((mail) => mail.to).flat()).toEqual(["nusrat.letters@example.org"]);
  const [written] = await server.query<{ text_body: string }>("select text_body from mail_outbox where kind = 'announcement'");
  const path = new URL(written!.text_body.match(/https?:\/\/\S+\/bn\/unsubscribe\/[0-9a-f]{64}/)![0]).pathname;

  const visitor = await openPage(browser, viewports.phone);
  try {
    const { page } = visitor;
    await page.goto(`${server.url}${path}`);
    expect(await page.getAttribute("html", "lang")).toBe("bn");
    await page.getByRole("heading", { name: "আনসাবস্ক্রাইব" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: "screenshots/unsubscribe-bn-390.png", fullPage: true });
    await page.getByRole("button", { name: "আনসাবস্ক্রাইব করুন" }).click();
    await page.getByText("আপনি আনসাবস্ক্রাইব করেছেন।", { exact: false }).waitFor();
    expect(visitor.errors).toEqual([]);
  } finally {
    await visitor.context.close();
  }
  const [row] = await server.query<{ unsubscribed: boolean }>("select unsubscribed_at is not null as unsubscribed from mail_unsubscribes where email = 'nusrat.letters@example.org'");
  expect(row?.unsubscribed).toBe(true);
}, 180_000);
