import { consentIssuePaths } from "#shared/legal-versions.ts";
import { ApiError } from "#web/lib/api-client.ts";

// Which refusal of the server the registration form shows, outside React (what is sent, each field's
// message and where focus goes are in registration-answers.ts, shared with the door's walk-in form).
// In the registration dialog's chunk.

/**
 * The server's refusal to show at the form: full or closed (409), too many attempts (429), or the privacy policy or the terms
 * changed since the page was opened, whose sentence says to reload it.
 */
export function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  // Too many attempts: the server's sentence says how long to wait.
  if (error.status === 409 || error.status === 429) return error.message;
  const issues: unknown = typeof error.body === "object" && error.body !== null && "issues" in error.body ? error.body.issues : undefined;
  if (error.status !== 400 || !Array.isArray(issues)) return undefined;
  const changed = (issues as { path?: unknown; message?: unknown }[]).find((issue) => consentIssuePaths.includes(String(issue.path)));
  return typeof changed?.message === "string" ? changed.message : undefined;
}
