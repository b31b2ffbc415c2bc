import { z } from "zod";
import { emailPattern } from "./rules.ts";
import { normaliseReference } from "#shared/reference.ts";
import { applicantStatuses, registrantStatuses } from "#shared/application-status-labels.ts";

export {
  applicantStatuses,
  applicantStatusLabels,
  applicationStatusExplanations,
  registrantStatusLabels,
  type ApplicantStatus,
  type RegistrantStatus,
} from "#shared/application-status-labels.ts";

/**
 * The status check (/join-us/status) of a membership application or an event registration: the
 * reference from the confirmation and the e-mail address given on the form. One form, one schema,
 * the browser's and the server's.
 */
export const applicationStatusMessages = {
  referenceMissing: "Enter the reference from your confirmation, e.g. GSC-7KQ3-M9.",
  referenceInvalid: "A reference looks like GSC-7KQ3-M9: four and two letters or digits.",
  emailMissing: "Enter the e-mail address you gave on the form.",
  emailInvalid: "Enter a valid e-mail address.",
  // One answer for every pair that does not match, so the form says nothing about which half was wrong.
  notFound: "We found no application or registration with this reference and e-mail address. Check both and try again.",
} as const;

export const applicationStatusQuerySchema = z.strictObject({
  reference: z
    .string(applicationStatusMessages.referenceMissing)
    .trim()
    .min(1, applicationStatusMessages.referenceMissing)
    .max(40, applicationStatusMessages.referenceInvalid)
    .transform((value, ctx) => {
      const reference = normaliseReference(value);
      if (reference === null) {
        ctx.addIssue({ code: "custom", message: applicationStatusMessages.referenceInvalid });
        return z.NEVER;
      }
      return reference;
    }),
  email: z
    .string(applicationStatusMessages.emailMissing)
    .trim()
    .min(1, applicationStatusMessages.emailMissing)
    .max(254, applicationStatusMessages.emailInvalid)
    .regex(emailPattern, applicationStatusMessages.emailInvalid),
});
export type ApplicationStatusQuery = z.input<typeof applicationStatusQuerySchema>;

/** What the applicant sees: the status, the reason of a rejection, and when. Nothing else of theirs. */
export const applicationStatusAnswerSchema = z.strictObject({
  kind: z.literal("application"),
  reference: z.string(),
  status: z.enum(applicantStatuses),
  reason: z.string().nullable(),
  submittedAt: z.string(),
  statusChangedAt: z.string().nullable(),
  /** An approved member's number and the path of their member card. */
  member: z.strictObject({ memberNumber: z.string(), cardPath: z.string() }).optional(),
});
export type ApplicationStatusAnswer = z.infer<typeof applicationStatusAnswerSchema>;

/**
 * What a registrant sees: the event's public details, their category, a seat or
 * their place on the waiting list, and the event's calendar file while the event is shown. Nothing of
 * their answers.
 */
export const registrationStatusAnswerSchema = z.strictObject({
  kind: z.literal("registration"),
  reference: z.string(),
  status: z.enum(registrantStatuses),
  /** 1 for the first on the event's waiting list; null with a seat. */
  waitlistPosition: z.number().int().positive().nullable(),
  submittedAt: z.string(),
  /** The editor's Bangla twins (`*Bn`), null where none was written: a Bangla status page shows them. */
  event: z.strictObject({
    title: z.string(),
    titleBn: z.string().nullable(),
    startsAt: z.string(),
    endsAt: z.string().nullable(),
    location: z.string().nullable(),
    locationBn: z.string().nullable(),
  }),
  category: z.string(),
  categoryBn: z.string().nullable(),
  /** The event's "Add to calendar" file; null once the event is no longer shown. */
  calendarPath: z.string().nullable(),
  /** A confirmed registration's ticket page and its QR code's image; null otherwise. */
  ticket: z.strictObject({ path: z.string(), qrPath: z.string() }).nullable(),
});
export type RegistrationStatusAnswer = z.infer<typeof registrationStatusAnswerSchema>;

export const statusAnswerSchema = z.discriminatedUnion("kind", [applicationStatusAnswerSchema, registrationStatusAnswerSchema]);
export type StatusAnswer = z.infer<typeof statusAnswerSchema>;
