import { z } from "zod";
import { applicationMessages } from "./messages.ts";
import { submissionLanguageField } from "#shared/submission-language.ts";
import { consentVersionFields } from "#shared/consent-versions.ts";
import { departmentCodes } from "#shared/departments.ts";
import { limits } from "#shared/limits.ts";
import { paymentTypes, walletNumbers } from "#shared/membership.ts";
import { normalisePhone, phoneMessage } from "#shared/phone.ts";
import { singleLine } from "#shared/single-line.ts";

/** The e-mail rule of the spec ({email} in decisions.md): no spaces, one @, a dot in the domain. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The messages of spec section 5 (kept in messages.ts, without zod). */
export { applicationMessages };

const specOrder: readonly string[] = Object.values(applicationMessages);

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Trimmed one-line text that must not be blank (every text field of the form is one line). */
const requiredText = (label: string, max: number, blankMessage: string) =>
  singleLine(z.string().trim().min(1, blankMessage).max(max, tooLong(label, max)), label);

/** Trimmed one-line text that may be left out: blank and null are both stored as null. */
const optionalText = (label: string, max: number) =>
  singleLine(z.string().trim().max(max, tooLong(label, max)), label)
    .nullable()
    .transform((value) => (value ? value : null));

/** An optional phone number, stored as `01XXXXXXXXX` (src/shared/phone.ts); blank and null are null. */
const optionalPhone = (label: string) =>
  optionalText(label, limits.phone).transform((value, ctx) => {
    if (value === null) return null;
    const phone = normalisePhone(value);
    if (phone === null) ctx.addIssue({ code: "custom", message: phoneMessage(label) });
    return phone ?? value;
  });

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

const email = singleLine(z.string().trim().max(limits.email, tooLong("Email", limits.email)), "Email")
  .superRefine((value, ctx) => {
    if (value === "") ctx.addIssue({ code: "custom", message: applicationMessages.emailRequired });
    else if (!emailPattern.test(value)) ctx.addIssue({ code: "custom", message: applicationMessages.emailInvalid });
  })
  .toLowerCase();

const present = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

type OnlineField = "paymentNumber" | "accountName" | "accountNumber" | "transactionId";

/** The refinement below also sees bodies that are not objects at all (null, a list), so it checks first. */
function isOnlinePayment(value: unknown): value is Partial<Record<OnlineField, unknown>> {
  return typeof value === "object" && value !== null && (value as { paymentType?: unknown }).paymentType === "online";
}

/**
 * The membership application, as the form sends it and the server accepts it. The browser parses the
 * form's values with it and sends the result; the server parses that again, so the output is always
 * a valid input.
 */
export const applicationSchema = z
  .strictObject({
    fullName: requiredText("Name", limits.shortText, applicationMessages.nameRequired),
    collegeRoll: requiredText("College Roll", limits.shortText, applicationMessages.rollRequired),
    email,
    phone: optionalPhone("Phone Number"),
    section: optionalText("Section", limits.shortText),
    bloodGroup: optionalText("Blood Group", limits.bloodGroup),
    fathersName: optionalText("Father's Name", limits.shortText),
    fathersPhone: optionalPhone("Father's Phone Number"),
    mothersName: optionalText("Mother's Name", limits.shortText),
    mothersPhone: optionalPhone("Mother's Phone Number"),
    permanentAddress: optionalText("Permanent Address", limits.address),
    presentAddress: optionalText("Present Address", limits.address),
    photoDriveLink: optionalText("Photo Drive Link", limits.url).refine(
      (value) => value === null || isWebAddress(value),
      "Photo Drive Link must be a web address starting with https://",
    ),
    facebookId: optionalText("Facebook ID", limits.shortText),
    previousClubbingExperience: z.boolean(),
    extraQualificationActivities: z.boolean(),
    termsAgreement: z.literal(true, { error: applicationMessages.termsRequired }),
    departments: z
      .array(z.enum(departmentCodes, { error: "Please choose departments from the list" }))
      .min(1, applicationMessages.departmentRequired)
      .refine((codes) => new Set(codes).size === codes.length, "Each department can be chosen only once"),
    // The fee the page showed, in whole taka: the server compares it with the fee set today
    // (payments settings), which can change while the form is open.
    totalAmount: z
      .number({ error: "The membership fee is missing" })
      .int("The membership fee is a whole number of taka")
      .min(0, "The membership fee cannot be negative")
      .max(100_000, "The membership fee is not that much"),
    paymentType: z.enum(paymentTypes, { error: applicationMessages.paymentTypeRequired }),
    paymentNumber: optionalText("Payment number", limits.phone),
    accountName: optionalText("Account name", limits.shortText),
    accountNumber: optionalText("Account number", limits.phone),
    transactionId: optionalText("Transaction ID", limits.shortText),
    // The privacy policy and terms the page showed.
    ...consentVersionFields,
    ...submissionLanguageField,
  })
  .superRefine(
    (application: unknown, ctx) => {
      if (!isOnlinePayment(application)) return;
      const missing = (field: OnlineField, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
      if (!present(application.paymentNumber) || !walletNumbers.includes(application.paymentNumber.trim())) {
        missing("paymentNumber", applicationMessages.paymentNumberRequired);
      }
      if (!present(application.accountName)) missing("accountName", applicationMessages.accountNameRequired);
      if (!present(application.accountNumber)) missing("accountNumber", applicationMessages.accountNumberRequired);
      if (!present(application.transactionId)) missing("transactionId", applicationMessages.transactionIdRequired);
    },
    // Run even when other fields failed: every failure is reported at once. A failed field leaves
    // its raw value here, so each check only asks whether a usable value is present.
    { when: () => true },
  )
  .transform((application) =>
    application.paymentType === "online"
      ? application
      : { ...application, paymentNumber: null, accountName: null, accountNumber: null, transactionId: null },
  );

export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;

/**
 * Every failed rule once, the spec's messages first in the spec's order, then any other rule
 * (lengths, a link that is not a web address) in the order of the form.
 */
export function applicationErrorMessages(error: z.ZodError): string[] {
  const messages = [...new Set(error.issues.map((issue) => issue.message))];
  const rank = (message: string) => {
    const index = specOrder.indexOf(message);
    return index === -1 ? specOrder.length : index;
  };
  return messages
    .map((message, position) => ({ message, position }))
    .sort((a, b) => rank(a.message) - rank(b.message) || a.position - b.position)
    .map(({ message }) => message);
}

/** The text of the 'Validation Error' notice: every failure, joined with commas. */
export function applicationErrorText(error: z.ZodError): string {
  return applicationErrorMessages(error).join(", ");
}
