import {
  joinRequestCreatedSchema,
  joinRequestRefusedSchema,
  type JoinRequestCreated,
} from "../../../../shared/api/join-requests.ts";
import { apiPaths } from "../../../../shared/api/paths.ts";
import type { WithHoneypot } from "../../../../shared/honeypot.ts";
import { insertFailureMessages } from "../../../../shared/join-request-errors.ts";
import type { JoinRequest } from "../../../../shared/join-request.ts";
import { ApiError, postJson } from "../../../lib/api-client.ts";

export async function createJoinRequest(application: WithHoneypot<JoinRequest>): Promise<JoinRequestCreated> {
  return joinRequestCreatedSchema.parse(await postJson<unknown>(apiPaths.joinRequests, application));
}

/**
 * The applicant's explanation of a failed submission: the database's reason when the server gave
 * one, the general advice when the server refused the data itself, and undefined for everything
 * else (network down, server error), which the form reports as unexpected.
 */
export function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const refused = joinRequestRefusedSchema.safeParse(error.body);
  if (refused.success) return insertFailureMessages[refused.data.reason];
  if (error.status === 400) return insertFailureMessages.other;
  return undefined;
}
