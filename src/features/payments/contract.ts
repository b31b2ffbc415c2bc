import { z } from "zod";
import { pageQueryShape, type PageOf } from "#shared/console/lists.ts";

/**
 * The membership drive's payments: wallet payments the club received, read from pasted
 * or forwarded SMS, matched against membership applications that paid online, and verified in bulk.
 * The console's Payments page and the server's routes share these shapes.
 *
 * Money is whole poisha everywhere (Tk 200 is 20000), never a float; applications keep their fee in
 * whole taka (`total_amount`), so a match compares `amountPoisha` with `totalAmount * 100`.
 */

export const wallets = ["bkash", "nagad", "rocket"] as const;
export type Wallet = (typeof wallets)[number];
export const walletLabels: Record<Wallet, string> = { bkash: "bKash", nagad: "Nagad", rocket: "Rocket" };

/** How a received payment reached the club. */
export const paymentSources = ["paste", "forward", "statement"] as const;
export type PaymentSource = (typeof paymentSources)[number];
export const paymentSourceLabels: Record<PaymentSource, string> = { paste: "Pasted SMS", forward: "Forwarded SMS", statement: "Statement file" };

/**
 * The one state each application still waiting for its payment to be verified (status pending,
 * paid online) shows, in this order of precedence: the first that applies wins.
 */
export const matchStates = ["matched", "id_used_elsewhere", "wallet_differs", "amount_differs", "outside_window", "not_received"] as const;
export type MatchState = (typeof matchStates)[number];
export const matchStateLabels: Record<MatchState, string> = {
  matched: "Matched",
  id_used_elsewhere: "ID used by another application",
  wallet_differs: "Wallet differs",
  amount_differs: "Amount differs",
  outside_window: "Outside the window",
  not_received: "Not received yet",
};

/**
 * What waits for its payment to be verified: a membership application, or a paid event category's
 * registration in status payment_pending. Both are matched by the same query.
 */
export const matchKinds = ["application", "registration"] as const;
export type MatchKind = (typeof matchKinds)[number];

/**
 * A state's label for a row of this kind: an application keeps the issue's words; a registration's
 * transaction ID may be shared with an application or another registration, so it says "submission".
 */
export function matchStateLabelFor(kind: MatchKind, state: MatchState): string {
  return kind === "registration" && state === "id_used_elsewhere" ? "ID used by another submission" : matchStateLabels[state];
}

/** Tk with poisha only when there are any: 20000 -> "Tk 200", 20050 -> "Tk 200.50". */
export function formatPoisha(poisha: number): string {
  const taka = Math.trunc(poisha / 100);
  const rest = Math.abs(poisha % 100);
  return `Tk ${taka.toLocaleString("en-IN")}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}

// ---------------------------------------------------------------------------------------------
// Paste (and statement file): what was added, what was known already, and what could not be read.

/**
 * What one received payment may be: Tk 10,00,000. A membership fee is Tk 200 and a paid event's a
 * few hundred; anything larger is a misreading or a forgery, and refused line by line with why
 * (stored amounts are `integer` poisha, which ends at Tk 2,14,74,836).
 */
export const paymentRules = { maxAmountPoisha: 100_000_000 } as const;

/** The reason a line with a larger amount is refused. */
export function amountTooLargeReason(poisha: number): string {
  return `The amount ${formatPoisha(poisha)} is more than the Tk ${(paymentRules.maxAmountPoisha / 100).toLocaleString("en-IN")} one payment may be: check it by hand.`;
}

/**
 * One paste: at most 1,000,000 characters and 5,000 messages (a whole drive's SMS, about 900 KB);
 * the answer lists the first 100 parts not read and counts them all. Read and stored in steps of a
 * few hundred, so other requests are answered meanwhile.
 */
export const pasteRules = { maxCharacters: 1_000_000, maxMessages: 5_000, refusedListed: 100 } as const;

export const pasteMessages = {
  tooManyMessages: `A paste may have at most ${pasteRules.maxMessages.toLocaleString("en-IN")} messages; paste it in parts.`,
} as const;

export const pasteSchema = z.strictObject({
  text: z
    .string({ error: "Paste the SMS texts." })
    .max(pasteRules.maxCharacters, `A paste may have at most ${pasteRules.maxCharacters.toLocaleString("en-IN")} characters; paste it in parts.`)
    .refine((text) => text.trim() !== "", "Paste the SMS texts."),
});
export type PasteInput = z.output<typeof pasteSchema>;

/** A part of a paste (or a statement row) that is not a payment, with why, by the line it starts on (from 1). */
export interface RefusedLine {
  line: number;
  /** The text as pasted, cut to at most 300 characters. */
  text: string;
  reason: string;
}

export interface PasteAnswer {
  /** Payments new to the club. */
  added: number;
  /** Payments already received before (same wallet and transaction ID): not added twice. */
  alreadyKnown: number;
  /** The first parts not read (at most `pasteRules.refusedListed`), by line. */
  refused: RefusedLine[];
  /** How many parts were not read in all: more than `refused` lists when there were over 100. */
  refusedCount: number;
  /** Of `added`, how many the reader set aside as no membership fee (an agent's Cash In, a bank deposit). */
  setAside: number;
  /** Payments (of applications and of paid registrations) verified automatically by this paste (only when the automatic setting is on). */
  verified: number;
}

// ---------------------------------------------------------------------------------------------
// Received payments: the list, with the application each one belongs to or its likely candidates.

export const receivedShows = ["unmatched", "all"] as const;
export type ReceivedShow = (typeof receivedShows)[number];

export const receivedListQuerySchema = z.strictObject({
  ...pageQueryShape,
  show: z.enum(receivedShows, { error: `show must be one of ${receivedShows.join(", ")}.` }).default("unmatched"),
});
export type ReceivedListQuery = z.output<typeof receivedListQuerySchema>;

export interface ApplicationBrief {
  id: string;
  reference: string;
  fullName: string;
  status: "pending" | "payment_verified" | "approved" | "rejected";
  transactionId: string | null;
}

/** Why a candidate is offered: its transaction ID is one or two characters apart, and/or its wallet number is the sender's. */
export type CandidateReason = "similar_id" | "same_sender";

/**
 * What an unclaimed payment may belong to: an application waiting for its payment, or a paid event
 * registration waiting for its own, each with why it is offered.
 */
export type Candidate =
  | (ApplicationBrief & { kind: "application"; reasons: CandidateReason[] })
  | { kind: "registration"; id: string; reference: string; eventTitle: string; status: "payment_pending"; transactionId: string; reasons: CandidateReason[] };

export interface ReceivedPaymentRow {
  id: string;
  wallet: Wallet;
  amountPoisha: number;
  /** 01XXXXXXXXX, or null when the SMS names no number. */
  senderNumber: string | null;
  transactionId: string;
  /** ISO time the SMS says it was received, or null when it gives none. */
  receivedAt: string | null;
  source: PaymentSource;
  addedAt: string;
  /** The application with the same transaction ID, when there is one. */
  application: ApplicationBrief | null;
  /** Only for a payment no application claims: applications it may belong to (at most 5). */
  candidates: Candidate[];
  /** The paid event registration with the same transaction ID, when no application has it. */
  registration?: RegistrationBrief | null;
  /** What the message was. */
  kind: ReceivedKind;
  /** Tied by hand to `application` (a typo'd ID, a friend's number, a part of a fee joined to others), with why. */
  tie: ManualDecision | null;
  /** Set aside as no membership fee, with why; `byEmail` null when the reader set it aside by itself. */
  setAside: ManualDecision | null;
}

/** A reviewer's decision on a received payment: why, when, by whom (null: the SMS reader, by itself). */
export interface ManualDecision {
  reason: string;
  at: string;
  byEmail: string | null;
}

export const receivedKinds = ["received", "payment_link", "bank_deposit", "cash_in"] as const;
export type ReceivedKind = (typeof receivedKinds)[number];
export const receivedKindLabels: Record<ReceivedKind, string> = {
  received: "Money received",
  payment_link: "Payment by link",
  bank_deposit: "Bank deposit",
  cash_in: "Cash In (agent)",
};

// ---------------------------------------------------------------------------------------------
// Tie, join and set aside by hand: each with a reason, each undone.

export const manualRules = { reason: { min: 3, max: 300 }, maxPayments: 10 } as const;

const manualReason = z
  .string({ error: "Say why, in a few words." })
  .trim()
  .min(manualRules.reason.min, "Say why, in a few words.")
  .max(manualRules.reason.max, `The reason may have at most ${manualRules.reason.max} characters.`)
  .refine((text) => !/[\r\n]/.test(text), "The reason is one line.");

export const tieSchema = z
  .strictObject({
    paymentIds: z
      .array(z.uuid("This is not a received payment's id."))
      .min(1, "Choose at least one received payment.")
      .max(manualRules.maxPayments, `At most ${manualRules.maxPayments} payments make one fee.`),
    /** The application, by its id (from a candidate) or by the reference its applicant was given. */
    applicationId: z.uuid("This is not an application id.").optional(),
    reference: z.string().trim().toUpperCase().max(40, "This is not an application's reference.").optional(),
    reason: manualReason,
  })
  .refine((body) => (body.applicationId === undefined) !== (body.reference === undefined || body.reference === ""), {
    message: "Name the application: its reference, e.g. GSC-7K2M-Q9.",
    path: ["reference"],
  });
export type TieInput = z.output<typeof tieSchema>;

export const setAsideSchema = z.strictObject({ reason: manualReason });
export type SetAsideInput = z.output<typeof setAsideSchema>;

export const paymentIdParamsSchema = z.strictObject({ id: z.uuid("This is not a received payment's id.") });

export const manualMessages = {
  paymentNotFound: "There is no received payment with this id. It may have been removed.",
  applicationNotFound: "There is no application with this reference.",
  setAside: (transactionId: string) => `The payment ${transactionId} is set aside: undo that first.`,
  tiedElsewhere: (transactionId: string, reference: string) => `The payment ${transactionId} is already tied to ${reference}: undo that first.`,
  notTied: "This payment is not tied to an application.",
  notSetAside: "This payment is not set aside.",
  tied: "This payment is tied to an application: undo that before setting it aside.",
  cash: "This application was paid in cash: there is no wallet payment to tie to it.",
} as const;

export interface TieAnswer {
  application: { id: string; reference: string };
  tied: number;
}

/** A paid event category's registration a payment belongs to. */
export interface RegistrationBrief {
  id: string;
  reference: string;
  eventTitle: string;
  status: "confirmed" | "waitlisted" | "cancelled" | "payment_pending";
}

export type ReceivedPage = PageOf<ReceivedPaymentRow>;

// ---------------------------------------------------------------------------------------------
// Applications waiting for verification, each with its state.

export const matchListQuerySchema = z.strictObject({
  ...pageQueryShape,
  state: z.enum(matchStates, { error: `state must be one of ${matchStates.join(", ")}.` }).optional(),
});
export type MatchListQuery = z.output<typeof matchListQuerySchema>;

export interface MatchRow {
  id: string;
  reference: string;
  fullName: string;
  submittedAt: string;
  /** The wallet of the club number the applicant says they paid to. */
  wallet: Wallet | null;
  transactionId: string;
  /** The fee the application owes, in poisha. */
  feePoisha: number;
  state: MatchState;
  /** The received payment with the same transaction ID, when there is one. */
  payment: {
    id: string;
    wallet: Wallet;
    amountPoisha: number;
    senderNumber: string | null;
    receivedAt: string | null;
    /** Extra evidence only: the sender number equals the applicant's wallet number. */
    senderMatches: boolean;
  } | null;
  /** For "ID used by another application": the other applications' (and registrations') references. */
  sharedWith: string[];
  /** How many received payments a reviewer tied to it by hand; `payment.amountPoisha` is then their sum with its own ID's. */
  tiedCount?: number;
  /** An application, or a paid event registration; absent means an application. */
  kind?: MatchKind;
  /** A registration's event. */
  eventTitle?: string | null;
}

export interface MatchPage extends PageOf<MatchRow> {
  /** How many applications are in each state (the whole list, not only this page). */
  counts: Record<MatchState, number>;
}

// ---------------------------------------------------------------------------------------------
// Verify all exact matches: a preview, then the action on exactly the previewed applications.

export interface VerifyPreview {
  applications: { id: string; reference: string; fullName: string; transactionId: string; paymentId: string; amountPoisha: number; kind?: MatchKind; eventTitle?: string | null }[];
}

export const verifyAllRules = { maxIds: 10_000 } as const;

export const verifyAllSchema = z.strictObject({
  ids: z
    .array(z.uuid("This is not an application id."))
    .min(1, "Choose at least one application to verify.")
    .max(verifyAllRules.maxIds, `At most ${verifyAllRules.maxIds} applications at once.`),
});
export type VerifyAllInput = z.output<typeof verifyAllSchema>;

export interface VerifyAllAnswer {
  verified: number;
  /** Applications that were no longer an exact match (changed since the preview), with why. */
  skipped: { id: string; reference: string; reason: string }[];
  /** True when the applicants were told by e-mail (e-mail is on). */
  emailed: boolean;
  /** How many of `verified` were paid event registrations (now confirmed). */
  registrations?: number;
  /** The applications' status changes, as the "Tell them" page lists them. */
  batchId?: string;
}

// ---------------------------------------------------------------------------------------------
// Settings (admins): the fee, the window, automatic verification, the forwarder.

export const paymentSettingsRules = {
  feeTaka: { min: 0, max: 100_000 },
  windowDays: { min: 0, max: 90 },
  registrationPaymentHours: { min: 1, max: 720 },
  senders: { max: 10, maxLength: 30 },
} as const;

export const paymentSettingsSchema = z.strictObject({
  feeTaka: z
    .number({ error: "Give the fee in whole taka." })
    .int("Give the fee in whole taka.")
    .min(paymentSettingsRules.feeTaka.min, "The fee cannot be negative.")
    .max(paymentSettingsRules.feeTaka.max, `The fee may be at most Tk ${paymentSettingsRules.feeTaka.max.toLocaleString("en-IN")}.`),
  windowDaysBefore: z
    .number({ error: "Give the days before as a whole number." })
    .int("Give the days before as a whole number.")
    .min(0, "The days before cannot be negative.")
    .max(paymentSettingsRules.windowDays.max, `At most ${paymentSettingsRules.windowDays.max} days before.`),
  windowDaysAfter: z
    .number({ error: "Give the days after as a whole number." })
    .int("Give the days after as a whole number.")
    .min(0, "The days after cannot be negative.")
    .max(paymentSettingsRules.windowDays.max, `At most ${paymentSettingsRules.windowDays.max} days after.`),
  autoVerify: z.boolean({ error: "autoVerify must be true or false." }),
  /** The SMS sender names the forwarder accepts (as the phone shows them: "bKash", "NAGAD"). */
  forwarderSenders: z
    .array(
      z
        .string()
        .trim()
        .min(1, "A sender name cannot be empty.")
        .max(paymentSettingsRules.senders.maxLength, `A sender name may have at most ${paymentSettingsRules.senders.maxLength} characters.`),
    )
    .max(paymentSettingsRules.senders.max, `At most ${paymentSettingsRules.senders.max} sender names.`),
  /** Hours a paid event category's registration may wait for its payment before it expires. */
  registrationPaymentHours: z
    .number({ error: "Give the hours to pay as a whole number." })
    .int("Give the hours to pay as a whole number.")
    .min(paymentSettingsRules.registrationPaymentHours.min, "Give at least 1 hour to pay.")
    .max(paymentSettingsRules.registrationPaymentHours.max, `At most ${paymentSettingsRules.registrationPaymentHours.max} hours (30 days) to pay.`)
    // Left out: kept as it is (a settings form older than this setting does not reset it).
    .optional(),
});
export type PaymentSettingsInput = z.output<typeof paymentSettingsSchema>;

export interface PaymentSettings extends PaymentSettingsInput {
  /** When the forwarder's secret was made, or null when there is none (the forwarding endpoint is off). */
  forwarderSecretCreatedAt: string | null;
}

/** The forwarder's secret, shown once when made or rotated. */
export interface ForwarderSecretAnswer {
  secret: string;
  createdAt: string;
  /** The endpoint to give the forwarding app, with the secret in it (shown once, with the secret). */
  url: string;
}

// ---------------------------------------------------------------------------------------------
// An application's money, on its console page.

export interface ApplicationPayment {
  id: string;
  wallet: Wallet;
  amountPoisha: number;
  senderNumber: string | null;
  transactionId: string;
  receivedAt: string | null;
  kind: ReceivedKind;
  /** How it is tied: by its transaction ID, by hand (with the reviewer's reason), or the evidence a verification rested on. */
  how: "transaction_id" | "by_hand";
  tie: ManualDecision | null;
}

export interface ApplicationMoney {
  feePoisha: number;
  receivedPoisha: number;
  /** The match state while it waits for verification (pending, paid online); null otherwise. */
  state: MatchState | null;
  /** The state in words: "Amount differs (received Tk 150 of Tk 200)". */
  stateText: string | null;
  payments: ApplicationPayment[];
  /** Other applications naming the same transaction ID, by reference. */
  sharedWith: string[];
}

/** A state in the words the application page shows. */
export function moneyStateText(state: MatchState, receivedPoisha: number, feePoisha: number): string {
  return state === "amount_differs" ? `Amount differs (received ${formatPoisha(receivedPoisha)} of ${formatPoisha(feePoisha)})` : matchStateLabels[state];
}
