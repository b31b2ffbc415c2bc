import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { siteConfig } from "../../src/shared/site-config.ts";
import { gotoHydrated, launchBrowser, openPage, viewports } from "./support/browser.ts";
import { startServerWithDatabase } from "./support/own-database.ts";
import { seriousViolations } from "./support/page-checks.ts";

const baseUrl = inject("baseUrl");
// Tests that start a server of their own wait for a fresh database: give them room on a busy machine.
const OWN_SERVER_TIMEOUT = 180_000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const box = (page: Page, name: string) => page.getByRole("checkbox", { name, exact: true });
const submitButton = (page: Page) => page.getByRole("button", { name: /Submit Application|Submitting\.\.\./ });
const notice = (page: Page) => page.getByTestId("application-notice");
/** The notice as "title\ntext". */
const noticeText = async (page: Page) => (await notice(page).innerText()).replace(/\n+/g, "\n");
const [bkash, nagad] = siteConfig.membership.wallets;

async function openJoinUs(url: string, viewport: { width: number; height: number } = viewports.desktop) {
  const opened = await openPage(browser, viewport);
  // Once React has hydrated. (Probing with a click instead raced it: a click the early-input script
  // recorded before hydration was replayed after, leaving a department chosen.)
  await gotoHydrated(opened.page, `${url}/join-us`);
  await opened.page.getByRole("heading", { name: "Membership Application" }).waitFor();
  return opened;
}

async function chooseOnlinePayment(page: Page) {
  await box(page, "IT").click();
  await box(page, "Robotics and Rocketry").click();
  await box(page, "I agree to the terms and conditions").click();
  await page.getByRole("radio", { name: "Online (bKash or Nagad)" }).click();
}

describe("Join Us", () => {
  it("shows the lists, every field, and the payment steps only once their conditions hold", async () => {
    const { page, context, errors } = await openJoinUs(baseUrl);
    try {
      for (const heading of [
        "Join Us",
        "Why Join Us?",
        "Membership Benefits",
        "Personal Information",
        "Family Information",
        "Address Information",
        "Social & Experience Information",
      ]) {
        expect(
          await page
            .getByRole("heading", { name: heading, exact: true })
            .or(page.getByRole("group", { name: heading, exact: true }))
            .count(),
          heading,
        ).toBeGreaterThan(0);
      }
      for (const [name, required] of [
        ["Name", true],
        ["College Roll", true],
        ["Email", true],
        ["Phone Number", false],
        ["Section", false],
        ["Blood Group", false],
        ["Father's Name", false],
        ["Father's Phone Number", false],
        ["Mother's Name", false],
        ["Mother's Phone Number", false],
        ["Permanent Address", false],
        ["Present Address", false],
        ["Photo Drive Link", false],
        ["Facebook ID", false],
      ] as const) {
        expect(await field(page, name).evaluate((input) => (input as HTMLInputElement).required), name).toBe(required);
      }
      expect(await field(page, "Email").getAttribute("type")).toBe("email");
      expect(await field(page, "Photo Drive Link").getAttribute("type")).toBe("url");
      expect(await page.getByText("e.g., A+, B-, O+, AB+").isVisible()).toBe(true);
      expect(await box(page, "Any previous clubbing experience?").isVisible()).toBe(true);
      expect(await box(page, "Extra qualification/Social Activities?").isVisible()).toBe(true);
      expect(await page.getByRole("group", { name: "Select Departments" }).getByRole("checkbox").count()).toBe(10);

      const paymentBox = page.getByRole("region", { name: "Payment Calculation" });
      const cash = page.getByRole("radio", { name: "Cash" });
      expect(await paymentBox.count()).toBe(0);
      expect(await cash.count()).toBe(0);
      expect(await submitButton(page).isDisabled()).toBe(true);

      await box(page, "IT").click();
      expect(await page.getByTestId("department-count").textContent()).toBe("1");
      expect(await page.getByTestId("total-amount").textContent()).toBe("200 TK");
      await box(page, "Robotics and Rocketry").click();
      await box(page, "Quizzing Circuit").click();
      expect(await page.getByTestId("department-count").textContent()).toBe("3");
      expect(await page.getByTestId("total-amount").textContent()).toBe("200 TK");
      expect(await cash.count()).toBe(0);
      expect(await submitButton(page).isDisabled()).toBe(true);

      await box(page, "I agree to the terms and conditions").click();
      expect(await cash.isVisible()).toBe(true);
      expect(await submitButton(page).isDisabled()).toBe(true);

      await cash.click();
      expect(await submitButton(page).isEnabled()).toBe(true);
      expect(await field(page, "Account Name").count()).toBe(0);

      await page.getByRole("radio", { name: "Online (bKash or Nagad)" }).click();
      expect(await page.getByRole("radio", { name: `${bkash!.name}: ${bkash!.number}` }).isVisible()).toBe(true);
      expect(await page.getByRole("radio", { name: `${nagad!.name}: ${nagad!.number}` }).isVisible()).toBe(true);
      for (const name of ["Account Name", "Account Number", "Transaction ID"]) {
        expect(await field(page, name).evaluate((input) => (input as HTMLInputElement).required), name).toBe(true);
      }

      await box(page, "I agree to the terms and conditions").click();
      expect(await cash.count()).toBe(0);
      expect(await field(page, "Account Name").count()).toBe(0);
      expect(await submitButton(page).isDisabled()).toBe(true);

      await box(page, "I agree to the terms and conditions").click();
      for (const name of ["IT", "Robotics and Rocketry", "Quizzing Circuit"]) await box(page, name).click();
      expect(await paymentBox.count()).toBe(0);
      expect(await cash.count()).toBe(0);
      expect(await submitButton(page).isDisabled()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("ticks and chooses from the labels and the keyboard: Space ticks, Tab enters a radio group once, arrows move the choice", async () => {
    const { page, context, errors } = await openJoinUs(baseUrl);
    try {
      const focused = () => page.evaluate(() => document.activeElement?.closest("div")?.textContent ?? "");
      const hasFocusRing = () =>
        page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          return element.matches(":focus-visible") && getComputedStyle(element).outlineStyle === "solid";
        });

      // A click on the label toggles its checkbox.
      await page.getByText("Quizzing Circuit", { exact: true }).click();
      expect(await box(page, "Quizzing Circuit").isChecked()).toBe(true);
      await page.getByText("Quizzing Circuit", { exact: true }).click();
      expect(await box(page, "Quizzing Circuit").isChecked()).toBe(false);

      // Tab reaches each checkbox with a visible ring; Space ticks it.
      await box(page, "IT").focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      expect(await focused()).toBe("IT");
      expect(await hasFocusRing()).toBe(true);
      await page.keyboard.press("Space");
      expect(await box(page, "IT").isChecked()).toBe(true);
      expect(await page.getByTestId("department-count").textContent()).toBe("1");
      await box(page, "I agree to the terms and conditions").focus();
      await page.keyboard.press("Space");
      expect(await box(page, "I agree to the terms and conditions").isChecked()).toBe(true);

      // One Tab stop for the whole group; the arrows choose.
      const cash = page.getByRole("radio", { name: "Cash" });
      const online = page.getByRole("radio", { name: "Online (bKash or Nagad)" });
      await page.keyboard.press("Tab");
      expect(await focused()).toBe("Cash");
      expect(await hasFocusRing()).toBe(true);
      await page.keyboard.press("ArrowDown");
      expect(await focused()).toBe("Online (bKash or Nagad)");
      expect(await online.isChecked()).toBe(true);
      expect(await cash.isChecked()).toBe(false);
      await page.keyboard.press("Tab");
      expect(await focused()).toBe(`${bkash!.name}: ${bkash!.number}`);
      await page.keyboard.press("Shift+Tab");
      expect(await focused()).toBe("Online (bKash or Nagad)");
      await page.keyboard.press("ArrowUp");
      expect(await cash.isChecked()).toBe(true);
      expect(await page.getByRole("radio", { name: `${bkash!.name}: ${bkash!.number}` }).count()).toBe(0);
      expect(await submitButton(page).isEnabled()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("lists every failed rule in one 'Validation Error' notice without calling the server, and passes axe", async () => {
    for (const viewport of Object.values(viewports)) {
      const { page, context, errors } = await openJoinUs(baseUrl, viewport);
      try {
        const posts: string[] = [];
        page.on("request", (request) => {
          if (request.method() === "POST" && request.url().includes("/api/join-requests")) posts.push(request.url());
        });
        await chooseOnlinePayment(page);
        // Whitespace passes the browser's own required check; the shared rules still catch it.
        await field(page, "Name").fill("   ");
        await field(page, "College Roll").fill("  ");
        await field(page, "Account Name").fill(" ");
        await page.evaluate(() => {
          document.querySelector("form")!.noValidate = true;
        });
        await field(page, "Email").fill("ayesha@example");
        await submitButton(page).click();
        await notice(page).waitFor();
        expect(await notice(page).getAttribute("role")).toBe("alert");
        expect(await noticeText(page)).toBe(
          "Validation Error\nName is required, College Roll is required, Please enter a valid email address, " +
            "Please select a payment number for online payment, Account name is required for online payment, " +
            "Account number is required for online payment, Transaction ID is required for online payment",
        );
        expect(posts).toEqual([]);

        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  }, 120_000);

  it("says beside the disabled button which choices are still missing, and shows and checks the phone format", async () => {
    for (const viewport of Object.values(viewports)) {
      const { page, context, errors } = await openJoinUs(baseUrl, viewport);
      try {
        const missing = page.getByTestId("missing-choices");
        expect(await missing.getAttribute("aria-live")).toBe("polite");
        expect(await submitButton(page).getAttribute("aria-describedby")).toBe(await missing.getAttribute("id"));
        expect(await missing.innerText()).toBe(
          "Still needed to submit: at least one department, the terms agreement and a payment type.",
        );
        // Beside the button: on the same line on a desktop, right under it on a phone.
        const button = (await submitButton(page).boundingBox())!;
        const hint = (await missing.boundingBox())!;
        if (viewport.width >= 640) expect(Math.abs(hint.y + hint.height / 2 - (button.y + button.height / 2))).toBeLessThan(12);
        else expect(hint.y - (button.y + button.height)).toBeLessThan(24);
        await box(page, "IT").click();
        await expect.poll(() => missing.innerText()).toBe("Still needed to submit: the terms agreement and a payment type.");
        await box(page, "I agree to the terms and conditions").click();
        await expect.poll(() => missing.innerText()).toBe("Still needed to submit: a payment type.");
        await page.getByRole("radio", { name: "Cash" }).click();
        await expect.poll(() => missing.innerText()).toBe("");
        expect(await submitButton(page).isEnabled()).toBe(true);
        await box(page, "IT").click();
        await expect.poll(() => missing.innerText()).toBe("Still needed to submit: at least one department.");

        // Each phone field shows the format; a number that is none is refused with its own message.
        expect(await page.getByText("11 digits starting with 01, e.g. 01712-345678 (+880 and Bangla digits are fine)").count()).toBe(3);
        await box(page, "IT").click();
        await field(page, "Name").fill("Ayesha Rahman");
        await field(page, "College Roll").fill("2024-117");
        await field(page, "Email").fill("ayesha@example.org");
        await field(page, "Phone Number").fill("12345");
        await submitButton(page).click();
        await expect
          .poll(() => noticeText(page))
          .toBe("Validation Error\nPhone Number must be a Bangladeshi mobile number: 11 digits starting with 01, e.g. 01712-345678");
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  }, 120_000);

  it(
    "stores a full online application, clears the form, then refuses the same email and keeps the values",
    async () => {
      const server = await startServerWithDatabase();
      const { page, context } = await openJoinUs(server.url);
      try {
        const values: [string, string][] = [
          ["Name", "  Ayesha Rahman "],
          ["College Roll", "2024-117"],
          ["Email", "Ayesha.Rahman@Example.org"],
          ["Phone Number", "+880 1711-111111"],
          ["Section", "B"],
          ["Blood Group", "O+"],
          ["Father's Name", "Karim Rahman"],
          ["Father's Phone Number", "০১৭১১-২২২২২২"],
          ["Mother's Name", "Nasrin Rahman"],
          ["Mother's Phone Number", ""],
          ["Permanent Address", "Mirpur, Dhaka"],
          ["Present Address", "Tejgaon, Dhaka"],
          ["Photo Drive Link", "https://drive.example.org/ayesha"],
          ["Facebook ID", "ayesha.r"],
        ];
        for (const [name, value] of values) await field(page, name).fill(value);
        await box(page, "Any previous clubbing experience?").click();
        await chooseOnlinePayment(page);
        await page.getByRole("radio", { name: `${nagad!.name}: ${nagad!.number}` }).click();
        await field(page, "Account Name").fill("Ayesha Rahman");
        await field(page, "Account Number").fill("01711111111");
        await field(page, "Transaction ID").fill(" TX9A8B7C ");

        // Hold the request briefly so the busy state can be seen and a second submit tried.
        const posts: string[] = [];
        page.on("request", (request) => {
          if (request.method() === "POST" && request.url().includes("/api/join-requests")) posts.push(request.url());
        });
        await page.route("**/api/join-requests", async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 700));
          await route.continue();
        });
        await submitButton(page).click();
        await expect.poll(() => submitButton(page).textContent()).toBe("Submitting...");
        expect(await submitButton(page).isDisabled()).toBe(true);
        await page.evaluate(() => document.querySelector("form")!.requestSubmit());
        const panel = page.getByTestId("confirmation-panel");
        await panel.waitFor();
        expect(await panel.getByRole("heading", { name: "Application submitted successfully!" }).isVisible()).toBe(true);
        expect(await panel.innerText()).toContain("We received your details. You'll be contacted soon.");
        // The reference, when the server gives one, and always the way to the status page; focus is on the panel.
        const reference = panel.getByTestId("submission-reference");
        if ((await reference.count()) > 0) expect(await reference.innerText()).toMatch(/^GSC-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{2}$/);
        expect(await panel.getByRole("link", { name: "Check your application's status" }).getAttribute("href")).toMatch(/^\/join-us\/status(\?reference=GSC-[\w-]+)?$/);
        expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("confirmation-panel");
        expect(posts).toHaveLength(1);
        await page.unroute("**/api/join-requests");

        expect(await field(page, "Name").inputValue()).toBe("");
        expect(await field(page, "Email").inputValue()).toBe("");
        expect(await box(page, "IT").isChecked()).toBe(false);
        expect(await box(page, "Any previous clubbing experience?").isChecked()).toBe(false);
        expect(await page.getByRole("region", { name: "Payment Calculation" }).count()).toBe(0);
        expect(await submitButton(page).textContent()).toBe("Submit Application");
        // The panel stays until closed; closing it puts focus back at the top of the form.
        await panel.getByRole("button", { name: "Close" }).click();
        expect(await panel.count()).toBe(0);
        expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("fullName");

        // The same applicant again, the email in other letters and another roll.
        await field(page, "Name").fill("Ayesha R.");
        await field(page, "College Roll").fill("2024-999");
        await field(page, "Email").fill("AYESHA.RAHMAN@example.ORG");
        await box(page, "IT").click();
        await box(page, "I agree to the terms and conditions").click();
        await page.getByRole("radio", { name: "Cash" }).click();
        await submitButton(page).click();
        await expect
          .poll(() => noticeText(page))
          .toBe("Submission failed\nThis email is already registered. Please use a different email. Applied before? Check your application's status.");
        // Most often the same person applying again: pointed to their application's status.
        expect(await page.getByTestId("application-notice").getByRole("link", { name: "Applied before? Check your application's status." }).getAttribute("href")).toBe(
          "/join-us/status",
        );
        expect(await field(page, "Name").inputValue()).toBe("Ayesha R.");
        expect(await field(page, "Email").inputValue()).toBe("AYESHA.RAHMAN@example.ORG");
        expect(await box(page, "IT").isChecked()).toBe(true);
        expect(await page.getByRole("radio", { name: "Cash" }).isChecked()).toBe(true);

        // A failure outside the database's answer: the connection drops. The form sends the same
        // attempt again twice by itself, with the same idempotency key, then says so.
        const keys: (string | undefined)[] = [];
        await page.route("**/api/join-requests", (route) => {
          keys.push(route.request().headers()["idempotency-key"]);
          return route.abort("connectionreset");
        });
        await field(page, "Email").fill("someone.else@example.org");
        await submitButton(page).click();
        await expect
          .poll(() => noticeText(page), { timeout: 15_000 })
          .toBe("Submission failed\nAn unexpected error occurred. Please try again later.");
        expect(keys).toHaveLength(3);
        expect(new Set(keys).size).toBe(1);
        expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
        // Pressing submit again without changing anything is the same attempt; a change makes a new one.
        await submitButton(page).click();
        await expect.poll(() => keys.length, { timeout: 15_000 }).toBe(6);
        expect(new Set(keys).size).toBe(1);
        await expect.poll(() => submitButton(page).isEnabled(), { timeout: 15_000 }).toBe(true);
        await field(page, "Section").fill("C");
        await submitButton(page).click();
        await expect.poll(() => keys.length, { timeout: 15_000 }).toBe(9);
        expect(new Set(keys).size).toBe(2);
        expect(await field(page, "College Roll").inputValue()).toBe("2024-999");
        await context.close();

        const rows = await server.finish(
          `select full_name, college_roll, email, phone, section, blood_group, fathers_name, fathers_phone, mothers_name,
                mothers_phone, permanent_address, present_address, photo_drive_link, facebook_id,
                previous_clubbing_experience, extra_qualification_activities, terms_agreement, departments,
                total_amount, payment_type, payment_number, account_name, account_number, transaction_id
           from join_requests`,
        );
        expect(rows).toEqual([
          {
            full_name: "Ayesha Rahman",
            college_roll: "2024-117",
            email: "ayesha.rahman@example.org",
            phone: "01711111111",
            section: "B",
            blood_group: "O+",
            fathers_name: "Karim Rahman",
            fathers_phone: "01711222222",
            mothers_name: "Nasrin Rahman",
            mothers_phone: null,
            permanent_address: "Mirpur, Dhaka",
            present_address: "Tejgaon, Dhaka",
            photo_drive_link: "https://drive.example.org/ayesha",
            facebook_id: "ayesha.r",
            previous_clubbing_experience: true,
            extra_qualification_activities: false,
            terms_agreement: true,
            departments: ["robotics_rocketry", "it"],
            total_amount: 200,
            payment_type: "online",
            payment_number: nagad!.number,
            account_name: "Ayesha Rahman",
            account_number: "01711111111",
            transaction_id: "TX9A8B7C",
          },
        ]);
      } finally {
        await context.close().catch(() => {});
        await server.dispose();
      }
    },
    OWN_SERVER_TIMEOUT,
  );
});
