import type { RegistrationSubmission } from "../../../../shared/api/events.ts";
import { apiPaths } from "../../../../shared/api/paths.ts";
import type { WithHoneypot } from "../../../../shared/honeypot.ts";
import { postJson } from "../../../lib/api-client.ts";

export function submitRegistration(submission: WithHoneypot<RegistrationSubmission>): Promise<unknown> {
  return postJson(apiPaths.eventRegistrations, submission);
}
