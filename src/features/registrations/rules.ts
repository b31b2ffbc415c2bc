import type { FormField } from "#shared/registration-form-fields.ts";
import type { RegistrationData } from "#shared/registration-validation.ts";

/**
 * Who a registration is from, for one registration per person per event (docs/decisions/100): the
 * answer to the form's first e-mail field and to its first phone field, each in one comparable form.
 * A form without such a field gives null, and nothing can be compared. The same rules in SQL
 * (drizzle/0011) fill the columns of rows stored before the rule or inserted by hand.
 */
export interface RegistrationContact {
  email: string | null;
  phone: string | null;
}

const banglaZero = 0x09e6;

/** An e-mail address as compared: trimmed, in lower case. */
export function contactEmail(answer: string): string | null {
  const email = answer.trim().toLowerCase();
  return email === "" ? null : email;
}

/**
 * A phone number as compared: its digits only (Bangla digits read as ASCII), with a Bangladeshi
 * +880, 880 or 00880 prefix made the local 01XXXXXXXXX form. New answers are stored that way already
 * (shared/phone.ts); this also reads the older answers typed before the phone rule.
 */
export function contactPhone(answer: string): string | null {
  const digits = answer.replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - banglaZero)).replace(/[^0-9]/g, "");
  const local = digits.replace(/^(?:00)?8801/, "01");
  return local === "" ? null : local;
}

/**
 * A phone field for someone other than the registrant, by its label or name: a guardian's or a
 * parent's number is shared by brothers and sisters, so it does not say who registered (the same
 * words in drizzle/0011's SQL).
 */
export const someoneElsesPhone = /guardian|parent|father|mother|অভিভাবক|পিতা|মাতা|বাবা/i;

function firstAnswer(fields: readonly FormField[], data: RegistrationData, type: string): string | null {
  const field = fields.find((candidate) => candidate.type === type && !(type === "tel" && someoneElsesPhone.test(`${candidate.label} ${candidate.name}`)));
  const value = field && Object.hasOwn(data, field.name) ? data[field.name] : undefined;
  return typeof value === "string" ? value : null;
}

/**
 * The registrant's name, for the console's search across events: the answer to the form's first text
 * field named or labelled as a name and not a guardian's or parent's. Forms are organisers' own
 *, so this is the best the fields say; a form that asks "School Name" before the
 * person's name would give the school.
 */
export function registrantNameField(fields: readonly FormField[]): FormField | undefined {
  return fields.find((field) => field.type === "text" && /name/i.test(`${field.label} ${field.name}`) && !someoneElsesPhone.test(`${field.label} ${field.name}`));
}

/**
 * A registration's name from the forms its category has had for its event, in the order given (the
 * active one first, then the newest): a row does not say which version it answered, so the first form
 * whose name field the answers hold gives it. Null when none does.
 */
export function registrantName(forms: readonly (readonly FormField[])[], data: Readonly<Record<string, unknown>>): string | null {
  for (const fields of forms) {
    const field = registrantNameField(fields);
    const value = field && Object.hasOwn(data, field.name) ? data[field.name] : undefined;
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return null;
}

/**
 * Whether a search looks like a phone number, which is then also compared with the stored contact
 * phone as contactPhone makes it ("+880 1712-345678" finds 01712345678): digits (ASCII or Bangla),
 * spaces, +, - and parentheses only, with at least 4 digits.
 */
export function looksLikePhone(text: string): boolean {
  return /^[0-9\u09E6-\u09EF\s+\-()]+$/.test(text) && (text.match(/[0-9\u09E6-\u09EF]/g) ?? []).length >= 4;
}

/** The registrant's e-mail and phone from their answers to the form's fields. */
export function registrationContact(fields: readonly FormField[], data: RegistrationData): RegistrationContact {
  const email = firstAnswer(fields, data, "email");
  const phone = firstAnswer(fields, data, "tel");
  return { email: email === null ? null : contactEmail(email), phone: phone === null ? null : contactPhone(phone) };
}

/** Which of a first registration's details the second one repeats. */
export type ContactMatch = "email" | "phone" | "both";

const matchedWords: Record<ContactMatch, string> = {
  email: "this e-mail address",
  phone: "this phone number",
  both: "this e-mail address and phone number",
};

/** The visitor's answer (409) to a second registration for one event: what matched, and the first one's reference. */
export function alreadyRegisteredMessage(reference: string, matched: ContactMatch): string {
  return `You have already registered for this event with ${matchedWords[matched]}. Your reference is ${reference}.`;
}
