import { STATUS_CODES } from "node:http";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
  issues?: { path: string; message: string }[];
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
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((issue) => ({
          path: [error.validationContext, issue.instancePath.replace(/^\//, "").replaceAll("/", ".")]
            .filter(Boolean)
            .join("."),
          message: issue.message ?? "is invalid",
        }));
        return reply.code(400).send({
          statusCode: 400,
          error: "Bad Request",
          message: issues.map((i) => `${i.path}: ${i.message}`).join("; "),
          issues,
        } satisfies ApiError);
      }
      if (error instanceof Unavailable) {
        if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
        return reply.code(503).send({ statusCode: 503, error: httpReason(503), message: error.message } satisfies ApiError);
      }
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
