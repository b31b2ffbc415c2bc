/**
 * The payment of a paid event category (docs/decisions/116): a category's form may
 * carry a fee, and its registration then sends how it was paid, as Join Us asks for the membership
 * fee: cash, or online to one of the club's wallet numbers with the payer's account name and number
 * and the transaction ID, with Join Us's own messages (spec section 5). The browser's form and the
 * server run this same check. No zod here and nothing imported by a page's first visit: only the
 * registration form's own chunk (loaded on interaction) and the server use it.
 */
import { applicationMessages } from "#features/applications/rules.ts";
import { membershipWallets, paymentTypes, walletNumbers, type PaymentType } from "./membership.ts";
import { isSingleLine, oneLineRule } from "./single-line.ts";
import { limits } from "./limits.ts";
import { indianGroupedNumber } from "./number-text.ts";

/** A fee a form may carry, in whole taka (as the membership fee's). */
export const feeRules = { min: 0, max: 100_000 } as const;

/** Whether a form's fee makes its category paid: null (and 0) is free. */
export const isPaidFee = (feeTaka: number | null | undefined): feeTaka is number => typeof feeTaka === "number" && feeTaka > 0;

/** "Fee: 150 TK", as the event page's registration panel shows it. */
export const feeText = (feeTaka: number) => `Fee: ${indianGroupedNumber(feeTaka)} TK`;

export const registrationPaymentMessages = {
  ...applicationMessages,
  missing: (feeTaka: number) => `This category has a fee of ${indianGroupedNumber(feeTaka)} TK: choose how you pay it.`,
  notPaid: "This category has no fee: send the registration without a payment.",
} as const;

/** The fields of the payment, as the form keeps them (all text; blank is not given). */
export interface RegistrationPaymentInput {
  paymentType?: unknown;
  paymentNumber?: unknown;
  accountName?: unknown;
  accountNumber?: unknown;
  transactionId?: unknown;
}

/** The payment as stored: the online fields only for online, the transaction ID upper-cased and trimmed. */
export interface RegistrationPayment {
  paymentType: PaymentType;
  paymentNumber: string | null;
  accountName: string | null;
  accountNumber: string | null;
  transactionId: string | null;
}

export type PaymentField = keyof RegistrationPaymentInput;

export interface PaymentIssue {
  field: PaymentField;
  message: string;
}

const maxLength: Record<Exclude<PaymentField, "paymentType">, { label: string; max: number }> = {
  paymentNumber: { label: "Payment number", max: limits.phone },
  accountName: { label: "Account name", max: limits.shortText },
  accountNumber: { label: "Account number", max: limits.phone },
  transactionId: { label: "Transaction ID", max: limits.shortText },
};

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/**
 * The payment of a registration for a paid category, or every issue with it at once in the form's
 * order: the payment type, then for online the number paid to (one of the club's wallets), the
 * account name, the account number and the transaction ID, each required with Join Us's message.
 */
export function checkRegistrationPayment(input: RegistrationPaymentInput | null | undefined): { payment: RegistrationPayment } | { issues: PaymentIssue[] } {
  const issues: PaymentIssue[] = [];
  const type = input?.paymentType;
  if (typeof type !== "string" || !(paymentTypes as readonly string[]).includes(type)) {
    return { issues: [{ field: "paymentType", message: applicationMessages.paymentTypeRequired }] };
  }
  for (const [field, rule] of Object.entries(maxLength) as [Exclude<PaymentField, "paymentType">, { label: string; max: number }][]) {
    const value = input?.[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== "string") issues.push({ field, message: `${rule.label} must be text` });
    else if (value.trim().length > rule.max) issues.push({ field, message: `${rule.label} must be at most ${rule.max} characters` });
    else if (!isSingleLine(value)) issues.push({ field, message: `${rule.label} ${oneLineRule}` });
  }
  if (type === "cash") {
    return issues.length > 0 ? { issues } : { payment: { paymentType: "cash", paymentNumber: null, accountName: null, accountNumber: null, transactionId: null } };
  }
  const paymentNumber = text(input?.paymentNumber);
  if (!walletNumbers.includes(paymentNumber)) issues.push({ field: "paymentNumber", message: applicationMessages.paymentNumberRequired });
  if (text(input?.accountName) === "") issues.push({ field: "accountName", message: applicationMessages.accountNameRequired });
  if (text(input?.accountNumber) === "") issues.push({ field: "accountNumber", message: applicationMessages.accountNumberRequired });
  if (text(input?.transactionId) === "") issues.push({ field: "transactionId", message: applicationMessages.transactionIdRequired });
  if (issues.length > 0) return { issues };
  return {
    payment: {
      paymentType: "online",
      paymentNumber,
      accountName: text(input?.accountName),
      accountNumber: text(input?.accountNumber),
      transactionId: text(input?.transactionId).toUpperCase(),
    },
  };
}

/** The club's wallets a visitor may have paid to, as Join Us offers them. */
export const registrationWallets = membershipWallets;
