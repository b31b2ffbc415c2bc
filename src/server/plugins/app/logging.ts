import type { FastifyInstance, FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";

/** Fields that hold personal data, wherever they appear in a logged object. */
export const personalFields = [
  "phone",
  "fathersPhone",
  "mothersPhone",
  "paymentNumber",
  "accountName",
  "accountNumber",
  "transactionId",
  "email",
  "address",
  "presentAddress",
  "permanentAddress",
  "message",
  "fullName",
  "name",
  "collegeRoll",
  "registrationData",
  "body",
  "payload",
  "authorization",
  "cookie",
];

/** pino redaction paths for the personal fields, at the top level and up to three levels down. */
function redactPaths(): string[] {
  const paths: string[] = [];
  for (const field of personalFields) {
    paths.push(field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`);
  }
  return paths;
}

/**
 * Errors are logged with their type, code and message, never with query parameters: Drizzle's
 * query errors put every bound value (a phone number, a transaction id) into their message.
 */
export function serializeError(error: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: "non-error thrown", stack: "" };
  const cause = (error as { cause?: unknown }).cause as { code?: unknown; constraint?: unknown } | undefined;
  return {
    type: error.name,
    message: withoutParams(error.message),
    // "message" is redacted as a personal field wherever it appears; "text" keeps it readable.
    text: withoutParams(error.message),
    code: (error as { code?: unknown }).code ?? cause?.code,
    constraint: cause?.constraint,
    stack: withoutParams(error.stack ?? ""),
  };
}

function withoutParams(text: string): string {
  return text.replace(/params:[\s\S]*/, "params: [redacted]");
}

/** The logger: JSON lines (pino escapes control characters), personal fields redacted. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions["logger"] {
  const options = {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: redactPaths(), censor: "[redacted]" },
    serializers: { err: serializeError, error: serializeError },
  };
  return options;
}

/**
 * One line per request, written when the response is done: method, route pattern, path without
 * its query string, status and duration. No bodies, no query strings, no headers.
 */
export default fp(
  async function requestLog(app: FastifyInstance) {
    app.addHook("onResponse", async (request, reply) => {
      const path = request.url.split("?", 1)[0] ?? "";
      request.log.info(
        {
          method: request.method,
          route: request.routeOptions.url ?? null,
          path: path.length > 200 ? `${path.slice(0, 200)}...` : path,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        "request",
      );
    });
  },
  { name: "request-log" },
);
