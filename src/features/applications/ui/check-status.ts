import { applicationStatusQuerySchema, statusAnswerSchema, type ApplicationStatusQuery, type StatusAnswer } from "../status.ts";
import { apiPaths } from "#shared/api/paths.ts";
import { ApiError, postJson } from "#web/lib/api-client.ts";

export type StatusCheck = { kind: "found"; status: StatusAnswer } | { kind: "problem"; message: string };

/**
 * Checks the pair with the shared schema, then asks the server. Loaded on the first interaction with
 * the form, not with the page (zod stays off the first visit). A wrong pair, a typo the schema
 * catches and a rate limit all come back as a sentence to show.
 */
export async function checkApplicationStatus(
  query: ApplicationStatusQuery,
  /** The page's sentence for a check that could not be made (server error, network down). */
  unavailable: string,
  /** On a Bangla page, the rules' and the server's English messages in Bangla (content/bn/application-messages.ts). */
  say: (message: string) => string = (message) => message,
): Promise<StatusCheck> {
  const parsed = applicationStatusQuerySchema.safeParse(query);
  if (!parsed.success) return { kind: "problem", message: parsed.error.issues.map((issue) => say(issue.message)).join(" ") };
  try {
    const answer = await postJson<unknown>(apiPaths.applicationStatus, parsed.data);
    return { kind: "found", status: statusAnswerSchema.parse(answer) };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { kind: "problem", message: say(error.message) };
    return { kind: "problem", message: unavailable };
  }
}
