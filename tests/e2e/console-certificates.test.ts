import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { consolePagePaths } from "../../src/shared/console/paths.ts";
import { TestSmtpServer } from "../support/smtp.ts";
import { readZip } from "../support/zip.ts";
import { ticketUrl } from "../../src/shared/tickets.ts";
import { ticketCode } from "#features/check-in/tickets.server.ts";
import { launchBrowser, openPage, viewports, screenshotForPeople } from "./support/browser.ts";
import { createSignedInOrganiser } from "./support/console.ts";
import { startRestartableServer, type RestartableServer } from "./support/own-database.ts";
import { seriousViolations } from "./support/page-checks.ts";

// Certificates in the console (docs/decisions/147): an admin saves the event's design, gives one to
// everyone checked in (each e-mailed), downloads them all as a ZIP, and revokes one with a reason,
// whose check page then says so; a person's own ticket page offers theirs. On PostgreSQL when TEST_DATABASE_URL is set, else the embedded database.

const eventId = "6c1e6c2a-4b7d-4e3f-9a10-5c2d7e8f9c01";
const categoryId = "6c1e6c2a-4b7d-4e3f-9a10-5c2d7e8f9c02";

let browser: Browser;
let server: RestartableServer;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = new TestSmtpServer();
  await smtp.start();
  const { smtpUrl, from } = smtp.config();
  server = await startRestartableServer("e2e_console_certificates", { env: { SMTP_URL: smtpUrl, MAIL_FROM: from } });
  await server.query(`insert into event_categories (id, name) values ('${categoryId}', 'Olympiad')`);
  await server.query(`insert into events (id, title, starts_at, active) values ('${eventId}', 'Certificates Science Fair', now() - interval '2 days', true)`);
  await server.query(
    `insert into event_registration_forms (event_id, category_id, form_fields) values ('${eventId}', '${categoryId}', '[{"name":"full_name","label":"Full name","type":"text","required":true},{"name":"email","label":"Email","type":"email","required":false}]')`,
  );
  await server.query(
    `insert into event_registrations (event_id, category_id, registration_data, contact_email, lang, checked_in_at) values
      ('${eventId}', '${categoryId}', '{"full_name":"ক্ষিতীশ রায়","email":"kshitish.certs@example.org"}', 'kshitish.certs@example.org', 'bn', now()),
      ('${eventId}', '${categoryId}', '{"full_name":"Tanvir Ahmed","email":"tanvir.certs@example.org"}', 'tanvir.certs@example.org', 'en', now()),
      ('${eventId}', '${categoryId}', '{"full_name":"Absent Person","email":"absent.certs@example.org"}', 'absent.certs@example.org', 'en', null)`,
  );
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.stop();
});

it("saves a design, gives everyone checked in a certificate by e-mail, downloads them as a ZIP and revokes one", async () => {
  const admin = await createSignedInOrganiser(browser, server.console, "admin", viewports.desktop);
  try {
    const { page } = admin;
    await page.goto(`${server.url}${consolePagePaths.certificates}`);
    await page.getByRole("heading", { name: "Certificates", level: 1 }).waitFor();
    await page.getByRole("link", { name: /Certificates Science Fair/ }).click();
    await page.getByRole("heading", { name: "Certificates: Certificates Science Fair", level: 1 }).waitFor();
    await page.getByText("Not saved yet: save a design before giving certificates.").waitFor();
    await page.getByLabel("Title").fill("Certificate of Participation");
    await page.getByRole("group", { name: "First signatory" }).getByLabel("Name").fill("Nadia Rahman");
    await page.getByRole("group", { name: "First signatory" }).getByLabel("Role").fill("President");
    await page.getByRole("button", { name: "Save design" }).click();
    await page.getByText("Design saved.").waitFor();

    await page.getByRole("button", { name: "Give everyone checked in (2 without one)" }).click();
    await page.getByText("2 certificates given, 2 e-mails written.").waitFor();
    // Nobody checked in is left without one: there is nothing more to give them.
    await expect.poll(() => page.getByRole("button", { name: "Give everyone checked in (0 without one)" }).isDisabled()).toBe(true);
    const given = page.getByRole("table", { name: "Certificates given" });
    await given.getByRole("cell", { name: "ক্ষিতীশ রায়", exact: true }).waitFor();
    expect(await given.getByRole("row").count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: "screenshots/console-certificates-1280.png", fullPage: true });

    const zipHref = (await page.getByRole("link", { name: "Download all (ZIP)" }).getAttribute("href"))!;
    const zip = await page.request.get(`${server.url}${zipHref}`);
    expect(zip.status()).toBe(200);
    expect([...readZip(await zip.body()).keys()]).toHaveLength(2);

    await page.getByRole("button", { name: "Revoke the certificate of Tanvir Ahmed" }).click();
    await page.getByLabel("Why revoke the certificate of Tanvir Ahmed?").fill("Name misspelt");
    await page.getByRole("button", { name: "Revoke", exact: true }).click();
    await given.getByText("Revoked: Name misspelt").waitFor();
    const code = (await given.getByRole("row").filter({ hasText: "Tanvir Ahmed" }).locator("code").innerText()).trim();
    await page.setViewportSize(viewports.phone);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotForPeople(page, { path: "screenshots/console-certificates-390.png", fullPage: true });
    expect(admin.errors).toEqual([]);

    await page.goto(`${server.url}/certificates/${code}`);
    await page.getByText("This certificate was revoked by the club").waitFor();
    // The tickets' signing secret is made on first use, as the door's list does (these registrations
    // were written straight into the database, so no ticket was made yet).
    expect((await page.request.get(`${server.url}/api/organiser/check-in/events/${eventId}/list`)).status()).toBe(200);
  } finally {
    await admin.context.close();
  }
  await expect.poll(() => smtp.received.map((mail) => mail.to).flat().sort(), { timeout: 30_000 }).toEqual(["kshitish.certs@example.org", "tanvir.certs@example.org"]);
  expect(smtp.received.every((mail) => mail.raw.includes("application/pdf"))).toBe(true);

  // The person's own ticket page (in Bangla, as they registered) offers their certificate's PDF.
  const [person] = await server.query<{ id: string; reference: string }>(`select id, reference from event_registrations where contact_email = 'kshitish.certs@example.org'`);
  const [kept] = await server.query<{ value: string }>(`select value from server_secrets where name = 'ticket-signing'`);
  const code = ticketCode(Buffer.from(kept!.value, "base64url"), eventId, person!.id);
  const visitor = await openPage(browser, viewports.phone);
  try {
    await visitor.page.goto(`${server.url}/bn${new URL(ticketUrl(server.url, person!.reference, code)).pathname}`);
    const download = visitor.page.getByRole("link", { name: "আপনার সনদ ডাউনলোড করুন (PDF)" });
    await download.waitFor();
    const pdf = await visitor.page.request.get(new URL((await download.getAttribute("href"))!, server.url).toString());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(await seriousViolations(visitor.page)).toEqual([]);
    await screenshotForPeople(visitor.page, { path: "screenshots/ticket-certificate-bn-390.png", fullPage: true });
    expect(visitor.errors).toEqual([]);
  } finally {
    await visitor.context.close();
  }
}, 240_000);
