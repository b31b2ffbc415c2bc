/**
 * What the status page (/join-us/status) says of an application or a registration, without zod, so the page's first visit
 * carries none of the form's schema (src/features/applications/status.ts, loaded on interaction).
 */

/** The workflow's statuses, here rather than in the applications' contract.ts (which re-exports them), so the public page carries no zod. */
export const applicantStatuses = ["pending", "payment_verified", "approved", "rejected"] as const;
export type ApplicantStatus = (typeof applicantStatuses)[number];

export const applicantStatusLabels: Record<ApplicantStatus, string> = {
  pending: "Pending",
  payment_verified: "Payment verified",
  approved: "Approved",
  rejected: "Rejected",
};

/** What each status means for the applicant. */
export const applicationStatusExplanations: Record<ApplicantStatus, string> = {
  pending: "We have your application and will check your payment soon.",
  payment_verified: "Your payment is verified. Your application waits for approval.",
  approved: "Your application is approved. Welcome to the club!",
  rejected: "Your application was rejected.",
};

/** A registration's place (features/events/rules.ts), as its status page says it. */
export const registrantStatuses = ["confirmed", "waitlisted", "cancelled", "payment_pending"] as const;
export type RegistrantStatus = (typeof registrantStatuses)[number];

export const registrantStatusLabels: Record<RegistrantStatus, string> = {
  confirmed: "Registered: you have a seat",
  waitlisted: "On the waiting list",
  cancelled: "Cancelled",
  payment_pending: "Payment pending",
};
