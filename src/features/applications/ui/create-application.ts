import { consentIssuePaths } from "#shared/legal-versions.ts";
import { applicationRefusedSchema, feeIssuePath, feeRefusedSchema } from "../submission.ts";
import { apiPaths } from "#shared/api/paths.ts";
import type { WithHoneypot } from "#shared/honeypot.ts";
import { insertFailureMessages } from "../insert-failures.ts";
import type { Application } from "../rules.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { postIdempotent, referenceOf } from "#web/lib/idempotent-post.ts";

/** Sends the application with its attempt's idempotency key; answers the reference when the server gave one. */
export async function createApplication(application: WithHoneypot<Application>, key: string): Promise<{ reference: string | undefined }> {
  return { reference: referenceOf(await postIdempotent<unknown>(apiPaths.applications, application, key)) };
}

/**
 * The applicant's explanation of a failed submission: the database's reason when the server gave
 * one, the general advice when the server refused the data itself, and undefined for everything
 * else (network down, server error), which the form reports as unexpected.
 */
export function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const refused = applicationRefusedSchema.safeParse(error.body);
  if (refused.success) return insertFailureMessages[refused.data.reason];
  // The fee changed while the form was open: the server's sentence names the fee of today.
  const feeChanged = feeRefusedSchema.safeParse(error.body);
  // So did the privacy policy or the terms: the server's sentence says to reload.
  const pageIssue = feeChanged.success ? feeChanged.data.issues.find((issue) => issue.path === feeIssuePath || consentIssuePaths.includes(issue.path)) : undefined;
  if (pageIssue) return pageIssue.message;
  if (error.status === 400) return insertFailureMessages.other;
  return undefined;
}
