import { z } from "zod";
import { emailPattern } from "#features/applications/rules.ts";
import { organiserRoles } from "./roles.ts";

export const passwordRules = { min: 10, max: 128 } as const;

export const signInSchema = z.strictObject({
  email: z.string("Enter your e-mail address.").trim().min(1, "Enter your e-mail address.").max(254).regex(emailPattern, "Enter a valid e-mail address."),
  password: z.string("Enter your password.").min(1, "Enter your password.").max(passwordRules.max),
});
export type SignIn = z.infer<typeof signInSchema>;

export const setupSchema = z
  .strictObject({
    token: z.string("This set-up link is incomplete.").min(1, "This set-up link is incomplete.").max(200),
    password: z
      .string(`Choose a password of at least ${passwordRules.min} characters.`)
      .min(passwordRules.min, `Choose a password of at least ${passwordRules.min} characters.`)
      .max(passwordRules.max, `A password may have at most ${passwordRules.max} characters.`),
    confirmPassword: z.string("Repeat the password.").max(passwordRules.max),
  })
  .refine((value) => value.password === value.confirmPassword, { message: "The two passwords differ.", path: ["confirmPassword"] });
export type Setup = z.infer<typeof setupSchema>;

export const organiserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(organiserRoles),
});
export type Organiser = z.infer<typeof organiserSchema>;

/** The signed-in organiser, and whether the server sends e-mail (SMTP_URL and MAIL_FROM set): the console offers e-mail actions only then. */
export const sessionAnswerSchema = z.object({ organiser: organiserSchema, mailEnabled: z.boolean() });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

export const signInMessages = {
  wrongCredentials: "Wrong e-mail or password.",
  tooManyForAccount: "Too many failed sign-ins for this account. Please wait 15 minutes and try again.",
  invalidSetupLink: "This set-up link is invalid or has expired. Ask an admin for a new one.",
} as const;
