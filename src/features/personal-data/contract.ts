import { z } from "zod";
import { normalisePhone, phoneRefusal } from "#shared/phone.ts";
import { normaliseReference } from "#shared/reference.ts";

/**
 * One person's data, found, exported and erased by an admin (decision 118). The person is
 * named by keys: e-mail addresses, phone numbers, college rolls and submission references. The find
 * adds the keys of every row it finds (an application's phone, a registration's e-mail) and answers
 * them; export and erase take those keys, so a second run after a crash finds what is left.
 */
export const personalDataMessages = {
  none: "Enter an e-mail address, a phone number, a college roll or a reference to search for.",
  email: "The e-mail address must look like name@example.org.",
  phone: `The phone number ${phoneRefusal}`,
  roll: "The college roll must be 1 to 40 characters.",
  reference: "The reference must look like GSC-ABCD-EF.",
  tooMany: "A search may name at most 2,000 of each kind of key.",
} as const;

const email = z
  .string()
  .trim()
  .max(254, personalDataMessages.email)
  .transform((value) => value.toLowerCase())
  .pipe(z.email(personalDataMessages.email));
const phone = z
  .string()
  .transform((value, ctx) => normalisePhone(value) ?? (ctx.addIssue({ code: "custom", message: personalDataMessages.phone }), z.NEVER));
const roll = z
  .string()
  .trim()
  .min(1, personalDataMessages.roll)
  .max(40, personalDataMessages.roll)
  .transform((value) => value.toLowerCase());
const reference = z
  .string()
  .transform((value, ctx) => normaliseReference(value) ?? (ctx.addIssue({ code: "custom", message: personalDataMessages.reference }), z.NEVER));

// Export and erase take the keys the find answered, which hold every reference of the person's rows
// (one per message, hundreds for some), so the limit only bounds a body, not a person.
const list = <T extends z.ZodType>(item: T) => z.array(item).max(2000, personalDataMessages.tooMany).default([]);

/** What identifies the person: sent in a POST body, never in an address. */
export const personKeysSchema = z
  .strictObject({ emails: list(email), phones: list(phone), rolls: list(roll), references: list(reference) })
  .refine((keys) => keys.emails.length + keys.phones.length + keys.rolls.length + keys.references.length > 0, { message: personalDataMessages.none });
export type PersonKeysInput = z.input<typeof personKeysSchema>;
export type PersonKeys = z.output<typeof personKeysSchema>;

/** The search box's one value as keys: what it looks like decides which key it is. */
export function keysOfSearch(text: string): PersonKeysInput {
  const value = text.trim();
  if (value.includes("@")) return { emails: [value] };
  if (normaliseReference(value)) return { references: [value] };
  if (normalisePhone(value)) return { phones: [value] };
  return { rolls: [value] };
}

export const personalDataKinds = [
  "application",
  "member",
  "applicationHistory",
  "payment",
  "registration",
  "file",
  "message",
  "mail",
  "activity",
  "receipt",
  "pageView",
  "letter",
  "unsubscribe",
  "certificate",
  "mentioned",
] as const;
export type PersonalDataKind = (typeof personalDataKinds)[number];

export const personalDataKindLabels: Record<PersonalDataKind, string> = {
  application: "Membership applications",
  member: "Member numbers",
  applicationHistory: "Application status history",
  payment: "Received wallet payments",
  registration: "Event registrations",
  file: "Uploaded files",
  message: "Contact messages",
  mail: "E-mail (queued and sent)",
  activity: "Activity log entries naming them",
  receipt: "Submission receipts",
  pageView: "Page views naming their reference",
  letter: "Letters to a group they were on",
  unsubscribe: "Unsubscribe record",
  certificate: "Certificates",
  mentioned: "Other people's rows naming them as guardian",
};

/** How an admin corrects a row of each kind: its edit page, or plainly that there is none. */
export const personalDataCorrection: Record<PersonalDataKind, string> = {
  application: "Open the application to read it; the console has no form to edit an application's answers.",
  member: "A member number is given once and kept for life; it has nothing to correct.",
  applicationHistory: "Status history is a record of organisers' actions and is not edited.",
  payment: "A received payment is what the wallet sent; it is not edited.",
  registration: "Open the registration to read it; the console has no form to edit its answers.",
  file: "Files are what the person uploaded; they are not edited.",
  message: "Open the message to read it; messages are not edited.",
  mail: "E-mail already written is not edited.",
  activity: "The activity log is not edited.",
  receipt: "Receipts only answer a retried submission; they are not edited.",
  pageView: "Page views are counted, not edited.",
  letter: "Who a letter went to is a record of it; it is not edited.",
  unsubscribe: "The person changes it with the link in a letter.",
  certificate: "A certificate says what was issued; an admin revokes a wrong one on the event's Certificates page.",
  mentioned: "Someone else's registration or application names them as guardian or parent; only that value is theirs.",
};

/** Erasure of each kind: what happens to its rows. */
export const personalDataErasure: Record<PersonalDataKind, string> = {
  application: "deleted; an approved member's application is kept without anything personal, so the member number is never given again",
  member: "kept as a numbered tombstone; the card's address stops working",
  applicationHistory: "deleted",
  payment: "kept for the club's accounts with the sender's number and the transaction ID removed",
  registration: "kept for the event's counts with every answer, e-mail, phone and the reference removed",
  file: "deleted from storage",
  message: "deleted",
  mail: "queued mail dropped; sent mail keeps no address, subject or text",
  activity: "their data removed from the entries' details",
  receipt: "deleted",
  pageView: "kept as counts without the address they came from",
  letter: "deleted (the letter keeps its count)",
  unsubscribe: "deleted",
  certificate: "withdrawn: its check page says so, and it keeps no name or award",
  mentioned: "only their name and phone (or e-mail) as guardian removed; the other person's row is otherwise untouched",
};

export interface PersonalDataRow {
  kind: PersonalDataKind;
  id: string;
  reference: string | null;
  /** ISO time the row was made. */
  date: string;
  description: string;
  /** The row's console page, where there is one. */
  link: string | null;
  suspectedSpam: boolean;
  /** Why it was found: which key, in which field ("phone 01712345678 (Mobile number)"). */
  matched: string;
}

export interface PersonalDataFindAnswer {
  /** Every key found: what was searched for and what the found rows hold. Export and erase take these. */
  keys: PersonKeys;
  rows: PersonalDataRow[];
  counts: Record<PersonalDataKind, number>;
}

export interface PersonalDataEraseAnswer {
  /** What this run erased, per kind. */
  erased: Record<PersonalDataKind, number>;
  /** What is still held: files storage could not delete yet, and the registrations holding them. */
  left: { files: number; registrations: number };
}

export function emptyCounts(): Record<PersonalDataKind, number> {
  return Object.fromEntries(personalDataKinds.map((kind) => [kind, 0])) as Record<PersonalDataKind, number>;
}
