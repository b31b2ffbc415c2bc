import type { RegistrationSubmission } from "#shared/api/events.ts";
import { apiPaths } from "#shared/api/paths.ts";
import type { WithHoneypot } from "#shared/honeypot.ts";
import type { RegistrationPayment } from "#shared/registration-payment.ts";
import { postIdempotent, referenceOf } from "#web/lib/idempotent-post.ts";

/**
 * Sends a registration with its attempt's idempotency key; answers the reference when the server gave
 * one, whether the registration joined the waiting list, and its ticket's address if it has one.
 */
export async function submitRegistration(
  submission: WithHoneypot<RegistrationSubmission & { payment?: RegistrationPayment }>,
  key: string,
): Promise<{ reference: string | undefined; waitlisted: boolean; paymentPending: boolean; ticketUrl: string | undefined }> {
  const answer = await postIdempotent<unknown>(apiPaths.eventRegistrations, submission, key);
  const status = typeof answer === "object" && answer !== null && "status" in answer ? answer.status : undefined;
  // A confirmed registration's ticket.
  const ticketUrl = typeof answer === "object" && answer !== null && "ticketUrl" in answer && typeof answer.ticketUrl === "string" ? answer.ticketUrl : undefined;
  return { reference: referenceOf(answer), waitlisted: status === "waitlisted", paymentPending: status === "payment_pending", ticketUrl };
}
