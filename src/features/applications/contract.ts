import type { ApplicationMoney } from "#features/payments/contract.ts";
import type { Lang } from "#shared/lang.ts";
import { z } from "zod";
import { departmentCodes, type DepartmentCode } from "#shared/departments.ts";
import { paymentTypes, type PaymentType } from "#shared/membership.ts";
import {
  applicantStatuses as applicationStatuses,
  applicantStatusLabels as applicationStatusLabels,
  type ApplicantStatus as ApplicationStatus,
} from "#shared/application-status-labels.ts";
import { calendarDay, pageQueryShape, searchShape, startNotAfterEnd } from "#shared/console/lists.ts";

/**
 * Membership applications in the organiser console: the table's query, the status workflow and
 * its messages, and the answers' shapes. The console's forms and the server's routes use these.
 * The statuses and their names live in the zod-free module the applicant's status page also reads.
 */
export { applicationStatuses, applicationStatusLabels, type ApplicationStatus };
/** The status check's answer for an event registration, which the registrations' store reads. */
export type { RegistrationStatusAnswer } from "./status.ts";

export const paymentTypeLabels: Record<PaymentType, string> = { cash: "Cash", online: "Online" };

/**
 * The workflow: pending -> payment_verified -> approved, or rejected with a reason. A verified
 * payment can go back to pending (an undo); a rejection can be reopened; an approval can be taken
 * back to payment verified, one application at a time and with a reason kept in its history, so a
 * slip is not permanent.
 */
export const statusTransitions: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  pending: ["payment_verified", "rejected"],
  payment_verified: ["approved", "rejected", "pending"],
  rejected: ["pending"],
  approved: ["payment_verified"],
};

/** Approved back to payment verified: the change that needs its reason. */
export function takesBackApproval(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return from === "approved" && to === "payment_verified";
}

export function mayChangeStatus(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return statusTransitions[from].includes(to);
}

/** Why an application in `from` cannot move to `to`, or undefined when it can. */
export function transitionRefusal(from: ApplicationStatus, to: ApplicationStatus): string | undefined {
  if (mayChangeStatus(from, to)) return undefined;
  if (from === to) return `Already ${applicationStatusLabels[to].toLowerCase()}.`;
  if (from === "approved") return "Approved: take the approval back (to payment verified) first.";
  if (from === "rejected") return "Rejected: reopen it (back to pending) first.";
  // Only pending -> approved is left.
  return "The payment must be verified before approval.";
}

const oneOf = (name: string, values: readonly string[]) => `${name} must be one of ${values.join(", ")}.`;

/** What narrows the table, its export and its bulk actions. Days are read in Dhaka time, both ends included. */
export const applicationFilterShape = {
  // eslint-disable-next-line no-control-regex -- the server joins the searched fields with a control character
  q: searchShape.refine((value) => value === undefined || !/[\u0000-\u001f\u007f]/.test(value), "A search may not contain control characters."),
  status: z.enum(applicationStatuses, { error: oneOf("status", applicationStatuses) }).optional(),
  payment: z.enum(paymentTypes, { error: oneOf("payment", paymentTypes) }).optional(),
  department: z.enum(departmentCodes, { error: oneOf("department", departmentCodes) }).optional(),
  from: calendarDay("The start date"),
  to: calendarDay("The end date"),
};

export const applicationFilterSchema = z.strictObject(applicationFilterShape).refine(...startNotAfterEnd);
export type ApplicationFilter = z.output<typeof applicationFilterSchema>;

export const applicationListQuerySchema = z
  .strictObject({ ...pageQueryShape, ...applicationFilterShape })
  .refine(...startNotAfterEnd);
export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;

export const applicationParamsSchema = z.strictObject({ id: z.uuid("This is not an application id.") });

export const rejectionReasonRules = { max: 500 } as const;

export const statusChangeMessages = {
  reasonRequired: "Give the reason for the rejection.",
  reasonTooLong: `A reason may have at most ${rejectionReasonRules.max} characters.`,
  reasonNotAllowed: "A reason is kept only for a rejection or for taking back an approval.",
  takeBackReasonRequired: "Give the reason for taking back the approval.",
  noIds: "Choose at least one application.",
  tooManyIds: "Change at most 500 applications at once.",
  duplicateIds: "Each application may be listed once.",
  badId: "This is not an application id.",
  notFound: "Not found.",
} as const;

/** A reason typed into the console (for a rejection, or for taking back an approval): trimmed, 1 to 500 characters. */
const reasonShape = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(rejectionReasonRules.max, statusChangeMessages.reasonTooLong);

/** A rejection's reason, as typed into the console's reject form. */
export const rejectionReasonShape = reasonShape(statusChangeMessages.reasonRequired);

/** The console's reject form: the reason only (which applications and the status come with it). */
export const rejectionFormSchema = z.strictObject({ reason: rejectionReasonShape });

/** The console's form for taking back an approval: why, kept in the application's history. */
export const takeBackFormSchema = z.strictObject({ reason: reasonShape(statusChangeMessages.takeBackReasonRequired) });

export const statusChangeSchema = z
  .strictObject({
    ids: z
      .array(z.uuid(statusChangeMessages.badId).transform((id) => id.toLowerCase()), { error: statusChangeMessages.noIds })
      .min(1, statusChangeMessages.noIds)
      .max(500, statusChangeMessages.tooManyIds)
      .refine((ids) => new Set(ids).size === ids.length, statusChangeMessages.duplicateIds),
    status: z.enum(applicationStatuses, { error: oneOf("status", applicationStatuses) }),
    // Checked below with the status: required for a rejection, refused otherwise.
    reason: z.string({ error: "The reason must be text." }).optional(),
  })
  .transform((value, ctx) => {
    const typed = value.reason?.trim() ? value.reason : undefined;
    // Moving to payment verified takes a reason when it takes back an approval: which rows do is known
    // only once they are read, so there the reason is optional here and required by the server per row.
    if (value.status === "payment_verified" && typed !== undefined) {
      const reason = takeBackFormSchema.shape.reason.safeParse(typed);
      if (!reason.success) {
        for (const issue of reason.error.issues) ctx.addIssue({ code: "custom", path: ["reason"], message: issue.message });
        return z.NEVER;
      }
      return { ids: value.ids, status: value.status, reason: reason.data };
    }
    if (value.status !== "rejected") {
      if (typed !== undefined) ctx.addIssue({ code: "custom", path: ["reason"], message: statusChangeMessages.reasonNotAllowed });
      return { ids: value.ids, status: value.status, reason: undefined };
    }
    const reason = rejectionReasonShape.safeParse(value.reason);
    if (!reason.success) {
      for (const issue of reason.error.issues) ctx.addIssue({ code: "custom", path: ["reason"], message: issue.message });
      return z.NEVER;
    }
    return { ids: value.ids, status: value.status, reason: reason.data };
  });
export type StatusChange = z.input<typeof statusChangeSchema>;

export interface StatusChangeResult {
  changed: string[];
  skipped: { id: string; reason: string }[];
  /** The changes of this click, as the "Tell them" page lists them; null when nothing changed. */
  batchId: string | null;
}

/** The console's answer to a status change: what changed, and whether the changed applicants were e-mailed of it (e-mail on). */
export interface StatusChangeAnswer extends StatusChangeResult {
  emailed: boolean;
}

/** A row of the applications table. */
export interface ApplicationRow {
  id: string;
  fullName: string;
  collegeRoll: string;
  email: string;
  phone: string | null;
  departments: DepartmentCode[];
  paymentType: PaymentType;
  transactionId: string | null;
  totalAmount: number;
  status: ApplicationStatus;
  /** The applicant's reference (GSC-XXXX-XX), which the search finds too. */
  reference: string;
  createdAt: string;
  /** Another application carries the same transaction ID (compared trimmed, ignoring letter case). */
  sharedTransactionId: boolean;
}

export interface ApplicationStatusChangeEntry {
  id: string;
  fromStatus: ApplicationStatus;
  toStatus: ApplicationStatus;
  reason: string | null;
  organiserName: string | null;
  organiserEmail: string | null;
  createdAt: string;
}

export interface ApplicationSharingTransaction {
  id: string;
  fullName: string;
  collegeRoll: string;
  status: ApplicationStatus;
  createdAt: string;
}

/** One application with every column, its status history (oldest first) and those sharing its transaction ID. */
export interface ApplicationDetail {
  id: string;
  fullName: string;
  collegeRoll: string;
  email: string;
  phone: string | null;
  section: string | null;
  bloodGroup: string | null;
  fathersName: string | null;
  fathersPhone: string | null;
  mothersName: string | null;
  mothersPhone: string | null;
  permanentAddress: string | null;
  presentAddress: string | null;
  photoDriveLink: string | null;
  facebookId: string | null;
  previousClubbingExperience: boolean;
  extraQualificationActivities: boolean;
  termsAgreement: boolean;
  departments: DepartmentCode[];
  totalAmount: number;
  paymentType: PaymentType;
  paymentNumber: string | null;
  accountName: string | null;
  accountNumber: string | null;
  transactionId: string | null;
  status: ApplicationStatus;
  statusReason: string | null;
  statusChangedAt: string | null;
  reference: string;
  createdAt: string;
  history: ApplicationStatusChangeEntry[];
  sharingTransactionId: ApplicationSharingTransaction[];
  /** The member number given at the first approval and kept for life; null before. Sent by the console's route. */
  memberNumber?: string | null;
  /** Where that member's card is (its path holds the card's token), for the organiser's WhatsApp letter; null before. */
  memberCardPath?: string | null;
  /** The privacy policy and terms the application accepted, and when. */
  privacyPolicyVersion: string | null;
  termsVersion: string | null;
  consentAt: string | null;
  /** The language of the page it was sent from: the applicant's letters are in it. */
  lang: Lang;
  /** Its received payments and their state in words. Sent by the console's route. */
  money?: ApplicationMoney | null;
}

// ---------------------------------------------------------------------------------------------
// "Tell them": one click's status changes, each applicant's letter on WhatsApp.

export const tellParamsSchema = z.strictObject({ batchId: z.uuid("This is not a batch of status changes.") });
export const toldSchema = z.strictObject({ changeId: z.uuid("This is not a status change.") });

/** Where the applicant's e-mail of a change is: the outbox's state (e-mail on), or none (e-mail off). */
export type TellMailState = "sent" | "failed" | "waiting";

export interface TellPerson {
  changeId: string;
  applicationId: string;
  fullName: string;
  reference: string;
  phone: string | null;
  lang: Lang;
  /** The status the change moved it to, and the reason kept with it (a rejection's is the applicant's). */
  status: ApplicationStatus;
  reason: string | null;
  /** Its status now: a later change makes this letter old. */
  currentStatus: ApplicationStatus;
  memberNumber: string | null;
  memberCardPath: string | null;
  toldAt: string | null;
  toldByEmail: string | null;
  mail: TellMailState | null;
}

export interface TellBatch {
  batchId: string;
  status: ApplicationStatus;
  changedAt: string;
  changedByEmail: string | null;
  /** Oldest application first, as member numbers are given. */
  people: TellPerson[];
}

export interface ToldAnswer {
  changeId: string;
  toldAt: string;
}

export const tellMessages = {
  batchNotFound: "There is no such batch of status changes. It may be older than the history kept.",
  changeNotFound: "This status change is not in this batch.",
} as const;
