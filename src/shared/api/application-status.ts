import { z } from "zod";
import { emailPattern } from "../application.ts";
import { normaliseReference } from "../reference.ts";
import { applicantStatuses } from "../application-status-labels.ts";

export { applicantStatuses, applicantStatusLabels, applicationStatusExplanations, type ApplicantStatus } from "../application-status-labels.ts";

/**
 * The applicant's status check (/join-us/status): the reference from their confirmation and the
 * e-mail address they applied with. One form, one schema, the browser's and the server's.
 */
export const applicationStatusMessages = {
  referenceMissing: "Enter the reference from your confirmation, e.g. GSC-7KQ3-M9.",
  referenceInvalid: "A reference looks like GSC-7KQ3-M9: four and two letters or digits.",
  emailMissing: "Enter the e-mail address you applied with.",
  emailInvalid: "Enter a valid e-mail address.",
  // One answer for every pair that does not match, so the form says nothing about which half was wrong.
  notFound: "We found no application with this reference and e-mail address. Check both and try again.",
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
  reference: z.string(),
  status: z.enum(applicantStatuses),
  reason: z.string().nullable(),
  submittedAt: z.string(),
  statusChangedAt: z.string().nullable(),
});
export type ApplicationStatusAnswer = z.infer<typeof applicationStatusAnswerSchema>;
