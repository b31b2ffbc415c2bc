import { STATUS_CODES } from "node:http";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { databaseFault, sendDatabaseFault, type DatabaseFaultTimes } from "./database-faults.ts";

export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
  issues?: { path: string; message: string }[];
}

/** At most this many issues in one refusal (docs/security.md): 21,000 unknown names get a short answer. */
export const maxListedIssues = 20;
/** At most this many characters of one issue: zod's message about unknown keys quotes every key. */
const maxIssueLength = 300;

/** An issue's text, cut to a readable length. */
export function clipIssue(text: string): string {
  return text.length > maxIssueLength ? `${text.slice(0, maxIssueLength - 1)}…` : text;
}

/**
 * The body of a 400 that lists what is wrong: the first `maxListedIssues` issues, each cut to
 * `maxIssueLength` characters, and how many more there were. `describe` words one issue for the
 * message; `lead` comes before them.
 */
export function issuesRefusal<T extends { path: string; message: string }>(issues: readonly T[], describe: (issue: T) => string, lead = ""): ApiError {
  const listed = issues.slice(0, maxListedIssues);
  const more = issues.length - listed.length;
  return {
    statusCode: 400,
    error: "Bad Request",
    message: lead + listed.map((issue) => clipIssue(describe(issue))).join("; ") + (more > 0 ? `; and ${more} more` : ""),
    issues: listed.map((issue) => ({ path: clipIssue(issue.path), message: clipIssue(issue.message) })),
  };
}

/** A request that cannot succeed as sent; the error handler answers with its status and message. */
export class RequestRejected extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The server cannot answer now but will soon (a time limit passed while the database was slow): a
 * 503 whose message the caller is shown, with `Retry-After` when one is given. Not a fault of the
 * code, so it is logged where it is thrown, as a warning without a stack, not here.
 */
export class Unavailable extends Error {
  readonly statusCode = 503;
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * One place decides what an error looks like to a caller: validation failures name the field and
 * the rule, client errors keep their message, and server errors never show internals.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.decorate<DatabaseFaultTimes>("databaseFaults", { lastFullAt: 0, lastUnavailableAt: 0 });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((issue) => ({
          path: [error.validationContext, issue.instancePath.replace(/^\//, "").replaceAll("/", ".")]
            .filter(Boolean)
            .join("."),
          message: issue.message ?? "is invalid",
        }));
        return reply.code(400).send(issuesRefusal(issues, (i) => `${i.path}: ${i.message}`));
      }
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
        // Fastify's own words ("Request body is too large") do not say how large a body may be.
        return reply.code(413).send({
          statusCode: 413,
          error: httpReason(413),
          message: `The request is too large: this address takes at most ${sizeInWords(request.routeOptions.bodyLimit)}.`,
        } satisfies ApiError);
      }
      if (error instanceof Unavailable) {
        if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
        return reply.code(503).send({ statusCode: 503, error: httpReason(503), message: error.message } satisfies ApiError);
      }
      // The database unreachable, or its disk full: not the code's fault, and the caller is told so.
      const fault = databaseFault(error);
      if (fault) return sendDatabaseFault(app, request, reply, fault, error);
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, "request failed");
        return reply.code(status).send({
          statusCode: status,
          error: httpReason(status),
          message: "Something went wrong on our side. Please try again later.",
        } satisfies ApiError);
      }
      return reply.code(status).send({
        statusCode: status,
        error: httpReason(status),
        message: error.message,
      } satisfies ApiError);
    });
  },
  { name: "errors" },
);

/** The standard reason phrase of a status code, as Node's HTTP server writes it in the status line. */
function httpReason(status: number): string {
  return STATUS_CODES[status] ?? "Error";
}

/** A body limit as people read it: "768 KB", "10 MB". */
function sizeInWords(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} KB`;
}
