import type { Page } from "playwright-core";
import { joinUsContent } from "#web/content/bn/join-us.ts";
import { joinUsPaymentContent } from "#web/content/bn/join-us-payment.ts";

// Filling /bn/join-us as an applicant does, shared by the tests of the Bangla form and of a visitor's
// whole Bangla visit.

/** A text box by its exact label: "নাম" is also the start of other labels. */
export const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const box = (page: Page, name: string) => page.getByRole("checkbox", { name, exact: true });

/** Two departments, the terms, and online payment: what the form asks for besides the applicant's details. */
export async function chooseOnlinePayment(page: Page) {
  await box(page, "আইটি").click();
  await box(page, "রোবটিক্স ও রকেট্রি").click();
  await box(page, joinUsContent.agreementLabel).click();
  await page.getByRole("radio", { name: joinUsPaymentContent.paymentTypes.online }).click();
}

export interface BanglaApplicant {
  fullName: string;
  collegeRoll: string;
  email: string;
  phone: string;
  /** The Nagad account the fee was sent from, and the payment's transaction ID. */
  accountName: string;
  accountNumber: string;
  transactionId: string;
}

/** Fills the whole form, paid online through the club's Nagad number, ready to send. */
export async function fillBanglaApplication(page: Page, applicant: BanglaApplicant) {
  const { labels } = joinUsContent;
  for (const [name, value] of [
    [labels.fullName, applicant.fullName],
    [labels.collegeRoll, applicant.collegeRoll],
    [labels.email, applicant.email],
    [labels.phone, applicant.phone],
  ] as const) {
    await field(page, name).fill(value);
  }
  await chooseOnlinePayment(page);
  // The club's Nagad number, as the Bangla form reads it: the wallet's Bangla name, Bangla digits.
  await page.getByRole("radio", { name: "নগদ: ০১৮০০-০০০০০২", exact: true }).click();
  const payment = joinUsPaymentContent.labels;
  await field(page, payment.accountName).fill(applicant.accountName);
  await field(page, payment.accountNumber).fill(applicant.accountNumber);
  await field(page, payment.transactionId).fill(applicant.transactionId);
}
