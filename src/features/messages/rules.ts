import { z } from "zod";
import { submissionLanguageField } from "#shared/submission-language.ts";
import { emailPattern } from "#features/applications/rules.ts";
import { limits } from "#shared/limits.ts";
import { isMultiLineText, singleLine, textRule } from "#shared/single-line.ts";

export const contactMessages = {
  nameRequired: "Your name is required",
  emailRequired: "Your email is required",
  emailInvalid: "Please enter a valid email address",
  messageRequired: "Your message is required",
} as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** A message to the club, as the contact form sends it and the server accepts it. */
export const contactMessageSchema = z.strictObject({
  name: singleLine(z.string().trim().min(1, contactMessages.nameRequired).max(limits.shortText, tooLong("Your name", limits.shortText)), "Your name"),
  email: singleLine(
    z.string().trim().min(1, contactMessages.emailRequired).max(limits.email, tooLong("Your email", limits.email)),
    "Your email",
  ).regex(emailPattern, contactMessages.emailInvalid),
  subject: singleLine(z.string().trim().max(limits.shortText, tooLong("Subject", limits.shortText)), "Subject")
    .nullable()
    .transform((value) => (value ? value : null)),
  // Several lines: the message keeps its line breaks.
  message: z
    .string()
    .trim()
    .min(1, contactMessages.messageRequired)
    .max(limits.message, tooLong("Your message", limits.message))
    .refine(isMultiLineText, `Your message ${textRule}`),
  ...submissionLanguageField,
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
