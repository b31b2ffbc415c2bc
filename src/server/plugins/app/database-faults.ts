import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { databaseFaultMessages } from "#shared/database-faults.ts";
import type { ApiError } from "./errors.ts";

/*
 * Two failures of the database that are not the code's fault (docs/decisions/138): it cannot be
 * reached (503 with `Retry-After`, never a 500), and the disk under it is full (507).
 */
export { databaseFaultMessages };

/** Seconds a caller is asked to wait when the database cannot be reached. */
export const databaseRetryAfterSeconds = 30;

export type DatabaseFault = keyof typeof databaseFaultMessages;

/**
 * SQLSTATEs: 53100 disk_full; class 08 connection exceptions; 57P01-57P03 the server shutting down,
 * crashed or not yet taking connections; 53300 too many connections.
 */
const fullCodes = new Set(["53100"]);
const unavailableCodes = /^(08...|57P0[123]|53300)$/;
/** Node's errors for a connection that cannot be made or was lost, on the way to the database. */
const connectionErrnos = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH", "EPIPE", "EAI_AGAIN"]);
/** Write errors of the embedded database's own files. */
const fullErrnos = new Set(["ENOSPC", "EDQUOT"]);
/**
 * pg's own words for a connection that dropped or never came (it gives them no code), and PGlite's
 * once its instance is closed or aborted.
 */
const unavailableMessages = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^PGlite is closed/,
  /^PGlite is not ready/,
];

/**
 * Whether `error` (or an error it wraps: Drizzle puts the driver's on `cause`) says the database is
 * unreachable or its disk is full. Only codes and the driver's fixed words are read: Drizzle's own
 * message quotes the statement and its parameters.
 */
export function databaseFault(error: unknown): DatabaseFault | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current !== null && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") {
      if (fullCodes.has(code) || fullErrnos.has(code)) return "full";
      if (unavailableCodes.test(code) || connectionErrnos.has(code)) return "unavailable";
    }
    const message = (current as { message?: unknown }).message;
    // A request to another service (S3 storage through fetch) that failed is not the database's.
    if (current instanceof TypeError && message === "fetch failed") return undefined;
    if (typeof message === "string" && unavailableMessages.some((words) => words.test(message))) return "unavailable";
    if (current instanceof AggregateError) {
      const inner = current.errors.map(databaseFault).find(Boolean);
      if (inner) return inner;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The answer to a request that met `fault`: 503 with `Retry-After`, or 507. */
export function sendDatabaseFault(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, fault: DatabaseFault, error: unknown): FastifyReply {
  const code = errorCode(error);
  if (fault === "full") {
    app.databaseFaults.lastFullAt = Date.now();
    request.log.error({ code }, "the database's disk is full: the request was not stored");
    return reply.code(507).send({ statusCode: 507, error: "Insufficient Storage", message: databaseFaultMessages.full } satisfies ApiError);
  }
  app.databaseFaults.lastUnavailableAt = Date.now();
  request.log.warn({ code }, "the database cannot be reached");
  return reply
    .code(503)
    .header("retry-after", String(databaseRetryAfterSeconds))
    .send({ statusCode: 503, error: "Service Unavailable", message: databaseFaultMessages.unavailable } satisfies ApiError);
}

/** The first code in the error's chain, for the log (never its message, which may quote values). */
function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current !== null && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** When a request last met each fault (ms since the epoch; 0 never): health reads them. */
export interface DatabaseFaultTimes {
  lastFullAt: number;
  lastUnavailableAt: number;
}

declare module "fastify" {
  interface FastifyInstance {
    databaseFaults: DatabaseFaultTimes;
  }
}
