import type { RegistrationSubmission } from "../../../../shared/api/events.ts";
import { apiPaths } from "../../../../shared/api/paths.ts";
import type { WithHoneypot } from "../../../../shared/honeypot.ts";
import { postJson } from "../../../lib/api-client.ts";

/** Sends a registration; answers whether it joined the waiting list (docs/decisions/078). */
export async function submitRegistration(submission: WithHoneypot<RegistrationSubmission>): Promise<{ waitlisted: boolean }> {
  const answer = await postJson<unknown>(apiPaths.eventRegistrations, submission);
  return { waitlisted: typeof answer === "object" && answer !== null && "status" in answer && answer.status === "waitlisted" };
}
