import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { applicantStatusLabelsBn, applicationStatusExplanationsBn } from "../../src/shared/application-status-labels-bn.ts";
import { applicationMessagesBn } from "../../src/web/content/bn/application-messages.ts";
import { contactContent } from "../../src/web/content/bn/contact.ts";
import { contactConfirmationContent } from "../../src/web/content/bn/contact-confirmation.ts";
import { contactMessagesBn } from "../../src/web/content/bn/contact-messages.ts";
import { joinUsContent } from "../../src/web/content/bn/join-us.ts";
import { joinUsPaymentContent } from "../../src/web/content/bn/join-us-payment.ts";
import { joinUsStatusContent } from "../../src/web/content/bn/join-us-status.ts";
import { applicationPayload, markedApplicant } from "../support/factories.ts";
import { chooseOnlinePayment, field, fillBanglaApplication } from "./support/bangla-join-us.ts";
import { gotoHydrated, launchBrowser, openPage, viewports, screenshotForPeople } from "./support/browser.ts";
import { startServerWithDatabase } from "./support/own-database.ts";
import { seriousViolations } from "./support/page-checks.ts";

// Join Us, Contact and the status page on Bangla pages: Bangla labels, Bangla messages for
// the shared rules' failures, a Bangla confirmation, Bangla dates; the page's language sent along.

const baseUrl = inject("baseUrl");
const OWN_SERVER_TIMEOUT = 180_000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const text = joinUsContent;
const payment = joinUsPaymentContent;

describe("Join Us in Bangla", () => {
  it("shows Bangla labels, Bangla digits, and the shared rules' failures in Bangla without calling the server", async () => {
    const { page, context, errors } = await openPage(browser, viewports.phone);
    try {
      await gotoHydrated(page, `${baseUrl}/bn/join-us`);
      await page.getByRole("heading", { name: text.formTitle }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe("bn");
      expect(await field(page, text.labels.fullName).isVisible()).toBe(true);
      expect(await page.getByRole("group", { name: text.departmentsTitle }).getByRole("checkbox").count()).toBe(10);
      expect(await page.getByTestId("missing-choices").textContent()).toBe(`${text.missing.lead} ${text.missing.department}, ${text.missing.terms} ${text.missing.and} ${text.missing.paymentType}।`);
      expect(await page.getByRole("link", { name: text.termsLinkText }).getAttribute("href")).toBe("/bn/terms-of-services");

      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && request.url().includes("/api/join-requests")) posts.push(request.url());
      });
      await chooseOnlinePayment(page);
      expect(await page.getByTestId("department-count").textContent()).toBe("২");
      expect(await page.getByTestId("total-amount").textContent()).toMatch(/^[০-৯,]+ টাকা$/);
      // The payment choices in Bangla: cash unmistakably ক্যাশ (নগদ is a wallet), the wallets by their
      // Bangla names, their numbers and the phone example in Bangla digits.
      expect(await page.getByRole("radio", { name: "ক্যাশ (ক্লাব রুমে হাতে হাতে)" }).count()).toBe(1);
      for (const wallet of ["বিকাশ: ০১৭০০-০০০০০১", "নগদ: ০১৮০০-০০০০০২"]) expect(await page.getByRole("radio", { name: wallet, exact: true }).count()).toBe(1);
      expect(await page.locator("main form").innerText()).toContain("যেমন ০১৭১২-৩৪৫৬৭৮");
      expect((await page.locator("main form").innerText()).match(/[0-9]+/g)).toBeNull();
      await page.evaluate(() => {
        document.querySelector("form")!.noValidate = true;
      });
      await field(page, text.labels.fullName).fill("   ");
      await field(page, text.labels.email).fill("ayesha@example");
      await field(page, text.labels.phone).fill("12345");
      await page.getByRole("button", { name: text.submit }).click();
      const notice = page.getByTestId("application-notice");
      await notice.waitFor();
      const shown = (await notice.innerText()).replace(/\n+/g, "\n");
      expect(shown).toContain(payment.notices.validationTitle);
      for (const english of ["Name is required", "College Roll is required", "Please enter a valid email address", "Transaction ID is required for online payment"]) {
        expect(shown).toContain(applicationMessagesBn[english]);
      }
      expect(shown).toContain("ফোন নম্বর বাংলাদেশের একটি মোবাইল নম্বর হতে হবে");
      expect(shown).not.toMatch(/[A-Za-z]{4,}/);
      expect(posts).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it(
    "stores an application sent from the Bangla page with lang bn and shows the Bangla confirmation with the reference",
    async () => {
      const server = await startServerWithDatabase();
      const { page, context } = await openPage(browser, viewports.desktop);
      try {
        await gotoHydrated(page, `${server.url}/bn/join-us`);
        await page.getByRole("heading", { name: text.formTitle }).waitFor();
        await fillBanglaApplication(page, {
          fullName: "আয়েশা রহমান",
          collegeRoll: "2024-118",
          email: "ayesha.bn@example.org",
          phone: "০১৭১১-১১১১১১",
          accountName: "Ayesha Rahman",
          accountNumber: "01711111111",
          transactionId: "TXBN12345",
        });
        const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().includes("/api/join-requests"));
        await page.getByRole("button", { name: text.submit }).click();
        expect(JSON.parse((await sent).postData() ?? "{}")).toMatchObject({ lang: "bn", fullName: "আয়েশা রহমান" });
        const panel = page.getByTestId("confirmation-panel");
        await panel.waitFor();
        expect(await panel.getByRole("heading", { name: payment.notices.successTitle }).isVisible()).toBe(true);
        expect(await panel.innerText()).toContain(payment.confirmation.keep);
        expect(await panel.getByTestId("submission-reference").innerText()).toMatch(/^GSC-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{2}$/);
        expect(await panel.getByRole("link", { name: payment.confirmation.statusLink }).getAttribute("href")).toMatch(/^\/bn\/join-us\/status\?reference=GSC-/);
        await screenshotForPeople(page, { path: "/tmp/bn-join-us-confirmation.png", fullPage: false });
        await context.close();
        const rows = await server.finish("select full_name, email from join_requests");
        expect(rows).toEqual([{ full_name: "আয়েশা রহমান", email: "ayesha.bn@example.org" }]);
      } finally {
        await context.close().catch(() => {});
        await server.dispose();
      }
    },
    OWN_SERVER_TIMEOUT,
  );
});

describe("Contact in Bangla", () => {
  it(
    "shows Bangla office hours and labels, refuses a bad message in Bangla, and sends a good one with lang bn and a Bangla confirmation",
    async () => {
      const server = await startServerWithDatabase();
      const { page, context, errors } = await openPage(browser, viewports.desktop);
      try {
        await gotoHydrated(page, `${server.url}/bn/contact`);
        await page.waitForLoadState("networkidle");
        expect(await page.locator("html").getAttribute("lang")).toBe("bn");
        for (const entry of contactContent.officeHours) expect(await page.getByText(entry.days, { exact: true }).isVisible()).toBe(true);
        expect(await page.getByText(contactContent.officeHours[0]!.hours, { exact: true }).textContent()).toMatch(/[০-৯]/);
        expect(await seriousViolations(page)).toEqual([]);

        const toast = (title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
        await page.evaluate(() => {
          document.querySelector("form")!.noValidate = true;
        });
        await field(page, contactContent.fields.name).fill("রাফি");
        await field(page, contactContent.fields.email).fill("rafi@example");
        await field(page, contactContent.fields.message).fill("  ");
        await page.getByRole("button", { name: contactContent.send }).click();
        await toast(contactContent.toasts.failedTitle).waitFor();
        const refusal = await toast(contactContent.toasts.failedTitle).innerText();
        expect(refusal).toContain(contactMessagesBn["Please enter a valid email address"]);
        expect(refusal).toContain(contactMessagesBn["Your message is required"]);

        await field(page, contactContent.fields.email).fill("rafi@example.org");
        await field(page, contactContent.fields.message).fill("পরের অলিম্পিয়াড ক্যাম্প কবে শুরু হবে?");
        const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().includes("/api/contact-messages"));
        await page.getByRole("button", { name: contactContent.send }).click();
        expect(JSON.parse((await sent).postData() ?? "{}")).toMatchObject({ lang: "bn" });
        await toast(contactContent.toasts.sentTitle).waitFor();
        const panel = page.getByTestId("confirmation-panel");
        await panel.waitFor();
        expect(await panel.getByRole("heading", { name: contactConfirmationContent.title }).isVisible()).toBe(true);
        expect(await panel.innerText()).toContain(contactConfirmationContent.keep);
        expect(errors).toEqual([]);
        await context.close();
        expect(await server.finish("select name, message from contact_messages")).toEqual([{ name: "রাফি", message: "পরের অলিম্পিয়াড ক্যাম্প কবে শুরু হবে?" }]);
      } finally {
        await context.close().catch(() => {});
        await server.dispose();
      }
    },
    OWN_SERVER_TIMEOUT,
  );
});

describe("/bn/join-us/status", () => {
  it("answers a wrong pair in Bangla and shows an application's status with its Bangla label and Bangla date", async () => {
    const application = applicationPayload({ ...markedApplicant(`bnstatus${Date.now()}`), transactionId: `TX-BN-${Date.now()}` });
    const response = await fetch(`${baseUrl}/api/join-requests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(application),
    });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const { page, context, errors } = await openPage(browser, viewports.phone);
    try {
      const status = joinUsStatusContent;
      await gotoHydrated(page, `${baseUrl}/bn/join-us/status?reference=${reference}`);
      await page.waitForLoadState("networkidle");
      await expect.poll(() => field(page, status.referenceLabel).inputValue()).toBe(reference);
      await field(page, status.emailLabel).fill("someone-else@example.org");
      await page.getByRole("button", { name: status.check }).click();
      const alert = page.getByRole("alert");
      await alert.waitFor();
      expect(await alert.textContent()).toContain(status.nothingFound);
      expect(await alert.textContent()).toContain(
        applicationMessagesBn["We found no application or registration with this reference and e-mail address. Check both and try again."],
      );

      await field(page, status.emailLabel).fill(application.email);
      await page.getByRole("button", { name: status.check }).click();
      await page.getByRole("heading", { level: 2, name: `${reference}: ${applicantStatusLabelsBn.pending}` }).waitFor();
      expect(await page.getByText(applicationStatusExplanationsBn.pending).isVisible()).toBe(true);
      const submitted = await page.locator("dt", { hasText: status.application.submitted }).locator("xpath=following-sibling::dd[1]").textContent();
      expect(submitted).toMatch(/[০-৯]{4}/);
      expect(submitted).not.toMatch(/[0-9]/);
      expect(await seriousViolations(page)).toEqual([]);
      // The neutral answer to the wrong pair is a 404, which the browser reports as a failed resource.
      expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

