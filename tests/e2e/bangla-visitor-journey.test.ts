import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSiteUrl } from "../../src/server/config.ts";
import { sampleCategoryIds, sampleEventIds, sampleEventCategories, sampleEventRegistrationForms, sampleEvents } from "../../src/server/db/sample-content.ts";
import type { MailAttachment, OutgoingMail } from "../../src/server/db/repositories/mail.ts";
import * as banglaApplicationLetters from "../../src/features/applications/letters-bn.server.ts";
import * as banglaMessageLetters from "../../src/features/messages/letters-bn.server.ts";
import * as banglaRegistrationLetters from "../../src/features/registrations/letters-bn.server.ts";
import { consolePagePaths } from "../../src/shared/console/paths.ts";
import { languageNames } from "../../src/shared/console/languages.ts";
import { normaliseFormFields } from "../../src/shared/registration-form-fields.ts";
import { statusPageUrl } from "../../src/shared/status-letters.ts";
import { contactContent } from "../../src/web/content/bn/contact.ts";
import { contactConfirmationContent } from "../../src/web/content/bn/contact-confirmation.ts";
import { eventsText } from "../../src/web/content/bn/events.ts";
import { joinUsContent } from "../../src/web/content/bn/join-us.ts";
import { joinUsPaymentContent } from "../../src/web/content/bn/join-us-payment.ts";
import { registrationText } from "../../src/web/content/bn/registration.ts";
import { decodedHeader, partOf, TestSmtpServer } from "../support/smtp.ts";
import { field, fillBanglaApplication } from "./support/bangla-join-us.ts";
import { gotoHydrated, launchBrowser, openPage, viewports, type CheckedPage } from "./support/browser.ts";
import { createSignedInOrganiser } from "./support/console.ts";
import { startRestartableServer, type RestartableServer } from "./support/own-database.ts";

// The whole visit: one visitor registers for an event, applies for membership and writes to the
// club, all on Bangla pages; each time they see the Bangla confirmation, and the club's e-mail to them
// is the Bangla letter. The organisers' console lists the three submissions as it lists any.
// The server sends e-mail (to an SMTP server in this process) and runs on a database of its own, which
// the test reads with SQL and the organiser CLI writes to.

const JOURNEY_TIMEOUT = 240_000;
const bengali = /[\u0980-\u09FF]/;

// The sample content's workshop as editors wrote it in Bangla (decision 129), with its college form.
const workshop = sampleEvents.find((event) => event.id === sampleEventIds.roboticsWorkshop)!;
const college = sampleEventCategories.find((category) => category.id === sampleCategoryIds.college)!;
const collegeForm = normaliseFormFields(
  sampleEventRegistrationForms.find((form) => form.eventId === workshop.id && form.categoryId === college.id)!.formFields,
);
const labelOf = (name: string) => collegeForm.find((formField) => formField.name === name)!.labelBn!;
const optionBn = (name: string, option: string) => {
  const formField = collegeForm.find((candidate) => candidate.name === name)!;
  return formField.optionsBn![formField.options.indexOf(option)]!;
};

const visitor = { name: "নুসাইবা খান", email: "nusaiba.journey@example.org", roll: "2412345", phone: "01711111112" };
/** The answers the registration dialog gets, as the form stores them (a choice by its English option). */
const answers = {
  full_name: visitor.name,
  college_roll: visitor.roll,
  section: "Science B",
  phone: visitor.phone,
  email: visitor.email,
  experience: "Never",
};
const message = { subject: "অলিম্পিয়াড ক্যাম্প", text: "পরের অলিম্পিয়াড ক্যাম্প কবে শুরু হবে?" };

interface OutboxRow {
  kind: string;
  recipient: string;
  lang: string;
  subject: string;
  text_body: string;
  attachments: MailAttachment[];
}

describe("a visitor's whole visit in Bangla", () => {
  let browser: Browser;
  let server: RestartableServer;
  let smtp: TestSmtpServer;
  /** The address the server writes into e-mail: its SITE_URL, unset here, so this machine at its first port. */
  let siteUrl: string;
  /** What the confirmations showed the visitor. */
  const seen = { registration: "", ticketPath: "", application: "", message: "" };

  beforeAll(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    const { smtpUrl, from } = smtp.config();
    server = await startRestartableServer("e2e_bn_journey", { env: { SMTP_URL: smtpUrl, MAIL_FROM: from } });
    siteUrl = parseSiteUrl(process.env.SITE_URL, new URL(server.url).port);
    browser = await launchBrowser();
  }, JOURNEY_TIMEOUT);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.stop();
  });

  const reference = (panel: Locator) => panel.getByTestId("submission-reference").innerText();

  it(
    "registers on /bn/events, applies on /bn/join-us and writes on /bn/contact, with a Bangla confirmation each time",
    async () => {
      const { page, context, errors } = await openPage(browser, viewports.desktop);
      try {
        // 1. The workshop's Register dialog, in Bangla with the editor's Bangla labels and choices.
        await gotoHydrated(page, `${server.url}/bn/events`);
        await page.getByRole("button", { name: eventsText.registerNowFor(workshop.titleBn!) }).click();
        const dialog = page.getByRole("dialog", { name: registrationText.dialogTitle(workshop.titleBn!) });
        await dialog.waitFor();
        await page.getByRole("combobox", { name: registrationText.categoryLabel }).click();
        await page.getByRole("option", { name: college.nameBn! }).click();
        await dialog.getByLabel(labelOf("full_name")).fill(answers.full_name);
        await dialog.getByLabel(labelOf("college_roll")).fill(answers.college_roll);
        await dialog.getByRole("combobox", { name: labelOf("section") }).click();
        await page.getByRole("option", { name: optionBn("section", answers.section) }).click();
        await dialog.getByLabel(labelOf("phone")).fill(answers.phone);
        await dialog.getByLabel(labelOf("email")).fill(answers.email);
        await dialog.getByRole("radio", { name: optionBn("experience", answers.experience) }).click();
        await dialog.getByRole("button", { name: registrationText.submit }).click();
        const registered = page.getByTestId("confirmation-panel");
        await registered.waitFor();
        expect(await registered.getByRole("heading", { level: 3 }).textContent()).toContain(registrationText.confirmation.registrationTitle(workshop.titleBn!));
        expect(await registered.innerText()).toContain(registrationText.confirmation.keep.registration);
        seen.registration = await reference(registered);
        seen.ticketPath = (await registered.getByRole("link", { name: registrationText.confirmation.ticketLink }).getAttribute("href")) ?? "";
        expect(seen.ticketPath).toMatch(new RegExp(`^/bn/events/ticket/${seen.registration}\\.`));

        // 2. Membership, paid online.
        await gotoHydrated(page, `${server.url}/bn/join-us`);
        await page.getByRole("heading", { name: joinUsContent.formTitle }).waitFor();
        await fillBanglaApplication(page, {
          fullName: visitor.name,
          collegeRoll: visitor.roll,
          email: visitor.email,
          phone: visitor.phone,
          accountName: "Nusaiba Khan",
          accountNumber: visitor.phone,
          transactionId: "TXJOURNEY1",
        });
        await page.getByRole("button", { name: joinUsContent.submit }).click();
        const applied = page.getByTestId("confirmation-panel");
        await applied.getByRole("heading", { name: joinUsPaymentContent.notices.successTitle }).waitFor();
        expect(await applied.innerText()).toContain(joinUsPaymentContent.confirmation.keep);
        seen.application = await reference(applied);
        expect(await applied.getByRole("link", { name: joinUsPaymentContent.confirmation.statusLink }).getAttribute("href")).toBe(
          `/bn/join-us/status?reference=${seen.application}`,
        );

        // 3. A message to the club.
        await gotoHydrated(page, `${server.url}/bn/contact`);
        await field(page, contactContent.fields.name).fill(visitor.name);
        await field(page, contactContent.fields.email).fill(visitor.email);
        await field(page, contactContent.fields.subject).fill(message.subject);
        await field(page, contactContent.fields.message).fill(message.text);
        await page.getByRole("button", { name: contactContent.send }).click();
        await page.locator("[data-sonner-toast]").filter({ hasText: contactContent.toasts.sentTitle }).waitFor();
        const written = page.getByTestId("confirmation-panel");
        await written.getByRole("heading", { name: contactConfirmationContent.title }).waitFor();
        expect(await written.innerText()).toContain(contactConfirmationContent.keep);
        seen.message = await reference(written);

        // Three submissions, three references, none the same.
        const references = [seen.registration, seen.application, seen.message];
        expect(new Set(references).size).toBe(3);
        for (const shown of references) expect(shown).toMatch(/^GSC-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{2}$/);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    JOURNEY_TIMEOUT,
  );

  it(
    "queues and sends the visitor three e-mails, each the Bangla letter with lang bn",
    async () => {
      expect(seen.message, "the visit above did not finish").not.toBe("");
      const rows = await server.query<OutboxRow>(
        `select kind, recipient, lang, subject, text_body, attachments from mail_outbox where recipient = '${visitor.email}' order by created_at`,
      );
      expect(rows.map((row) => row.kind)).toEqual(["registration-confirmation", "application-received", "message-received"]);
      const [registration, application, acknowledgement] = rows as [OutboxRow, OutboxRow, OutboxRow];

      // What each feature's letters-bn.server.ts writes, from what the visitor typed and was shown.
      const expected: OutgoingMail[] = [
        banglaRegistrationLetters.registrationConfirmation({
          to: visitor.email,
          reference: seen.registration,
          event: { title: workshop.titleBn!, startsAt: workshop.startsAt!, location: workshop.locationBn! },
          categoryName: college.nameBn!,
          statusUrl: statusPageUrl(siteUrl, seen.registration, "bn"),
          fields: collegeForm,
          answers,
          // The calendar file and the ticket's QR code: the letter only says the calendar file is there.
          attachments: registration.attachments,
          ticketUrl: `${siteUrl}${seen.ticketPath}`,
          status: "confirmed",
        }),
        banglaApplicationLetters.applicationReceived({
          to: visitor.email,
          name: visitor.name,
          reference: seen.application,
          statusUrl: statusPageUrl(siteUrl, seen.application, "bn"),
        }),
        banglaMessageLetters.messageReceived({ to: visitor.email, name: visitor.name, reference: seen.message, subject: message.subject }),
      ];
      for (const [row, letter] of [registration, application, acknowledgement].map((row, i) => [row, expected[i]!] as const)) {
        expect(row.lang).toBe("bn");
        expect(row.subject).toMatch(bengali);
        expect({ kind: row.kind, recipient: row.recipient, lang: row.lang, subject: row.subject, text: row.text_body }).toEqual({
          kind: letter.kind,
          recipient: letter.to,
          lang: letter.lang,
          subject: letter.subject,
          text: letter.text,
        });
      }
      expect(registration.attachments.map((attachment) => attachment.contentType.split(";")[0]).sort()).toEqual(["image/png", "text/calendar"]);

      // And they left: the SMTP server got each, its subject as written, with a Bangla HTML part.
      await expect.poll(() => smtp.to(visitor.email).length, { timeout: 30_000 }).toBe(3);
      const sent = smtp.to(visitor.email);
      expect(sent.map((mail) => decodedHeader(mail.subject)).sort()).toEqual(expected.map((letter) => letter.subject).sort());
      for (const mail of sent) expect(partOf(mail.raw, "text/html")).toContain('<html lang="bn">');
    },
    JOURNEY_TIMEOUT,
  );

  it(
    "shows an organiser the three submissions in the console's lists like any other, each marked Bangla",
    async () => {
      expect(seen.message, "the visit above did not finish").not.toBe("");
      // Signed in after the SQL above: on the embedded database that restarted the server at a new address.
      const reviewer: CheckedPage = await createSignedInOrganiser(browser, server.console, "reviewer", viewports.desktop);
      const { page, errors } = reviewer;
      const rowsOf = (table: Locator) => table.locator("tbody tr");
      const valueOf = (at: Page, label: string) => at.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
      try {
        // Applications: the applicant's name opens it; its language is said on its page.
        await page.goto(`${server.url}${consolePagePaths.applications}`);
        const applications = page.getByRole("table", { name: "Membership applications, newest first" });
        await expect.poll(() => rowsOf(applications).count()).toBe(1);
        expect(await rowsOf(applications).getByText(visitor.email, { exact: true }).count()).toBe(1);
        expect(await rowsOf(applications).getByText("Pending", { exact: true }).count()).toBe(1);
        await rowsOf(applications).getByRole("link", { name: visitor.name }).click();
        await page.getByRole("heading", { level: 1, name: visitor.name }).waitFor();
        expect(await valueOf(page, "Reference").innerText()).toBe(seen.application);
        expect(await valueOf(page, "Language").innerText()).toBe(languageNames.bn);

        // Registrations: the workshop is the newest event with registrations, so it is shown unchosen.
        await page.goto(`${server.url}${consolePagePaths.registrations}`);
        const registrations = page.getByRole("table", { name: `Registrations for ${workshop.title}, newest first` });
        await expect.poll(() => rowsOf(registrations).count()).toBe(1);
        for (const shown of [visitor.name, visitor.email, answers.section]) {
          expect(await rowsOf(registrations).getByText(shown, { exact: true }).count()).toBe(1);
        }
        await rowsOf(registrations).getByRole("link").first().click();
        await page.getByRole("heading", { level: 1, name: `Registration for ${workshop.title}` }).waitFor();
        expect(await page.getByText(`reference ${seen.registration}`).count()).toBe(1);
        expect(await page.getByText(`Language: ${languageNames.bn}`, { exact: true }).count()).toBe(1);

        // Messages: unread in the inbox, opened by its subject; its language is said on its page.
        await page.goto(`${server.url}${consolePagePaths.messages}`);
        const messages = page.getByRole("table", { name: /^Messages in / });
        await expect.poll(() => rowsOf(messages).count()).toBe(1);
        for (const shown of [visitor.name, visitor.email, "Unread"]) {
          expect(await rowsOf(messages).getByText(shown, { exact: true }).count()).toBeGreaterThan(0);
        }
        await rowsOf(messages).getByRole("link", { name: message.subject }).click();
        await page.getByRole("heading", { level: 1, name: message.subject }).waitFor();
        expect(await valueOf(page, "Reference").innerText()).toBe(seen.message);
        expect(await valueOf(page, "Language").innerText()).toBe(languageNames.bn);
        expect(await page.getByRole("region", { name: "Message" }).innerText()).toBe(message.text);
        expect(errors).toEqual([]);
      } finally {
        await reviewer.context.close();
      }
    },
    JOURNEY_TIMEOUT,
  );
});
