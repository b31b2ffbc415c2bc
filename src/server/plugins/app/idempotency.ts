import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../../db/client.ts";
import {
  claimSubmissionReceipt,
  completeSubmissionReceipt,
  findSubmissionReceipt,
  limitStatementTime,
  pruneSubmissionReceipts,
} from "../../db/repositories/submission-receipts.ts";
import { withTransaction, type UnitOfWork } from "../../unit-of-work.ts";
import { Unavailable, type ApiError } from "./errors.ts";

/** The header the site's pages send with every submission: a UUID made once per attempt, kept across its retries. */
export const idempotencyKeyHeader = "idempotency-key";
/** Set on an answer that repeats the first answer to its key. */
export const replayedHeader = "idempotent-replayed";

export interface SubmissionAnswer<Body = unknown> {
  statusCode: number;
  body: Body;
}

export interface SubmissionOptions {
  /**
   * How long a submission's database work may take, from the handler's start: its
   * statements are cancelled past it (PostgreSQL's statement_timeout) and its transaction is never
   * committed later. Shorter than the handler's time-out, so a visitor who is told to try again was
   * never stored.
   */
  timeoutMs: number;
  /** Keys older than this are forgotten (default a day). */
  keepReceiptsMs?: number;
}

export const defaultSubmissionTimeoutMs = 10_000;

export const submissionMessages = {
  badKey: "The Idempotency-Key header must be a UUID.",
  keyReused:
    "This Idempotency-Key was already used for a different submission. Make a new key for each new submission and keep it only for retries of the same one.",
  timedOut: "The server took too long to answer. Please try again.",
};

/**
 * One submission attempt. `run` runs the work in a unit of work
 * (unit-of-work.ts) on the submissions' pool, bounded by the submission time-out; with an Idempotency-Key, the key is claimed in that transaction before
 * the write and the answer kept with it, so a retry is answered with the first answer instead of
 * storing again, whether the first answer was sent, lost or still being written.
 */
export interface Submission {
  /** True when the first answer to this key (or a refusal of the key) has been sent: the handler returns `reply`. */
  readonly answered: boolean;
  /**
   * Runs `work`'s reads (the event, its form, a receipt) under the same deadline as `run`: on the
   * submissions' pool, whose statements are cancelled after the submission time-out, and answered
   * never past the deadline on either database. Throws `Unavailable` (503, the time-out's message)
   * when time runs out first; nothing was written.
   */
  read<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /**
   * Stores through `work` (its change, e-mail and activity in one transaction) and answers
   * `answer(result)`; a database error from `work` is thrown as it came. Answers 503 when the
   * time-out cut the work (nothing stored), or the first answer when a concurrent request with the
   * same key stored first.
   */
  run<T, Body>(work: (unit: UnitOfWork) => Promise<T>, answer: (result: T) => SubmissionAnswer<Body>): Promise<SubmissionAnswer<Body | ApiError>>;
}

class KeyTaken extends Error {}
class TimedOut extends Error {}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const pruneEveryMs = 10 * 60_000;

export default fp(
  async function idempotency(app: FastifyInstance, options: SubmissionOptions) {
    const { timeoutMs } = options;
    const keepReceiptsMs = options.keepReceiptsMs ?? 24 * 60 * 60_000;
    app.database.limitSubmissionStatements(timeoutMs);
    const timeouts: number[] = [];
    let prunedAt = 0;

    const refuse = (reply: FastifyReply, statusCode: 400 | 422, message: string) =>
      reply.code(statusCode).send({ statusCode, error: statusCode === 400 ? "Bad Request" : "Unprocessable Entity", message } satisfies ApiError);

    const replay = (reply: FastifyReply, receipt: { statusCode: number | null; response: unknown }) =>
      reply.code(receipt.statusCode!).header(replayedHeader, "true").send(receipt.response);

    const timedOut = (request: FastifyRequest, reason: unknown): SubmissionAnswer<ApiError> => {
      request.log.warn({ timeoutMs, reason: reason instanceof TimedOut ? "deadline passed" : describe(reason) }, "submission not stored: the database took too long");
      timeouts.push(Date.now());
      if (timeouts.length > 100) timeouts.splice(0, timeouts.length - 100);
      return { statusCode: 503, body: { statusCode: 503, error: "Service Unavailable", message: submissionMessages.timedOut } };
    };

    const prune = () => {
      if (Date.now() - prunedAt < pruneEveryMs) return;
      prunedAt = Date.now();
      pruneSubmissionReceipts(app.db, keepReceiptsMs).catch((error: unknown) =>
        app.log.warn({ reason: describe(error) }, "could not forget old idempotency keys; trying again later"),
      );
    };

    app.decorate("submission", async function (request: FastifyRequest, reply: FastifyReply): Promise<Submission> {
      // Counted from the handler's start: waiting for the embedded database's one connection counts too.
      const deadline = performance.now() + timeoutMs;

      const read = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
        let timer: NodeJS.Timeout | undefined;
        try {
          if (deadline - performance.now() <= 0) throw new TimedOut();
          // One query per read, no transaction around it (a transaction to SET LOCAL the time left
          // halved how many registrations a busy event takes in a second): the submissions' pool
          // cancels any statement after `timeoutMs` (limitSubmissionStatements), and the request is
          // answered at the deadline whatever the read still waits for (PGlite's one connection,
          // which nothing can cancel; a free connection in the pool). A read still going on then ends
          // unheard: it writes nothing.
          const reading = work(app.database.submissions);
          const cutOff = new Promise<never>((_resolve, reject) => {
            timer = setTimeout(() => reject(new TimedOut()), Math.max(0, deadline - performance.now()));
          });
          reading.catch(() => {});
          return await Promise.race([reading, cutOff]);
        } catch (error) {
          if (error instanceof TimedOut || isQueryCanceled(error) || isPoolTimeout(error)) throw new Unavailable(timedOut(request, error).body.message);
          throw error;
        } finally {
          clearTimeout(timer);
        }
      };

      const header = request.headers[idempotencyKeyHeader];
      const route = request.routeOptions.url ?? request.url;
      let key: string | undefined;
      let requestHash = "";
      if (header !== undefined) {
        if (typeof header !== "string" || !uuidPattern.test(header.trim())) {
          refuse(reply, 400, submissionMessages.badKey);
          return { answered: true, read: notAllowed, run: notAllowed };
        }
        key = header.trim().toLowerCase();
        requestHash = hashRequest(request);
        const receipt = await read((db) => findSubmissionReceipt(db, key!));
        // A receipt without an answer is a claim seen before its transaction committed: PostgreSQL
        // does not show those, so it cannot be read here; the claim in run() waits for it instead.
        if (receipt?.statusCode != null) {
          if (receipt.route !== route || receipt.requestHash !== requestHash) refuse(reply, 422, submissionMessages.keyReused);
          else replay(reply, receipt);
          return { answered: true, read: notAllowed, run: notAllowed };
        }
      }

      const run = async <T, Body>(
        work: (unit: UnitOfWork) => Promise<T>,
        answer: (result: T) => SubmissionAnswer<Body>,
      ): Promise<SubmissionAnswer<Body | ApiError>> => {
        let stored: SubmissionAnswer<Body>;
        try {
          stored = await withTransaction(
            app.database.submissions,
            app.mail,
            async (unit) => {
              const result = answer(await work(unit));
              if (key !== undefined) await completeSubmissionReceipt(unit.tx, key, result);
              return result;
            },
            {
              begin: async (tx) => {
                // The embedded database has no statement_timeout (no timers inside it); the deadline below applies to both.
                const remainingMs = Math.round(deadline - performance.now());
                if (remainingMs <= 0) throw new TimedOut();
                if (app.database.kind === "postgres") await limitStatementTime(tx, remainingMs);
                if (key !== undefined && !(await claimSubmissionReceipt(tx, { idempotencyKey: key, route, requestHash }))) throw new KeyTaken();
              },
              beforeCommit: async () => {
                // Too late to be answered, or answered 503 already by the handler's time-out: never commit.
                if (performance.now() > deadline || reply.sent) throw new TimedOut();
              },
            },
          );
        } catch (error) {
          if (error instanceof KeyTaken) {
            const receipt = await read((db) => findSubmissionReceipt(db, key!)).catch((readError: unknown) => {
              if (readError instanceof Unavailable) return readError;
              throw readError;
            });
            // Out of time to read the first answer: a retry will be answered it.
            if (receipt instanceof Unavailable) return { statusCode: 503, body: { statusCode: 503, error: "Service Unavailable", message: receipt.message } };
            if (!receipt || receipt.statusCode == null) throw new Error("an idempotency key was taken but its receipt is not readable", { cause: error });
            if (receipt.route !== route || receipt.requestHash !== requestHash) {
              return { statusCode: 422, body: { statusCode: 422, error: "Unprocessable Entity", message: submissionMessages.keyReused } };
            }
            reply.header(replayedHeader, "true");
            return { statusCode: receipt.statusCode, body: receipt.response as Body };
          }
          if (error instanceof TimedOut || isQueryCanceled(error) || isPoolTimeout(error)) return timedOut(request, error);
          throw error;
        }
        if (key !== undefined) prune();
        return stored;
      };
      return { answered: false, read, run };
    });

    app.decorate("recentSubmissionTimeouts", function (withinMs: number): number {
      const since = Date.now() - withinMs;
      return timeouts.filter((at) => at >= since).length;
    });
  },
  { name: "idempotency", dependencies: ["database"] },
);

function notAllowed(): never {
  throw new Error("this submission has already been answered");
}

/** The route, query and body, with object keys in a fixed order: the same request always hashes alike. */
function hashRequest(request: FastifyRequest): string {
  return createHash("sha256").update(`${request.method} ${request.url}\n`).update(stableJson(request.body)).digest("base64url");
}

/** JSON with object keys sorted; an object met again inside itself (a multipart body's parts refer back to it) is written as a marker. */
function stableJson(value: unknown, seen = new WeakSet<object>()): string {
  if (value && typeof value === "object") {
    if (seen.has(value)) return '"[cycle]"';
    seen.add(value);
    try {
      if (Buffer.isBuffer(value)) return JSON.stringify(createHash("sha256").update(value).digest("base64url"));
      if (Array.isArray(value)) return `[${value.map((item) => stableJson(item, seen)).join(",")}]`;
      const entries = Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined && typeof v !== "function")
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v, seen)}`).join(",")}}`;
    } finally {
      seen.delete(value);
    }
  }
  return JSON.stringify(value) ?? "null";
}

/** PostgreSQL's query_canceled (57014), which statement_timeout raises; drizzle keeps the driver's error as the cause. */
function isQueryCanceled(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current === "object" && (current as { code?: unknown }).code === "57014") return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}

/** pg's pool gave no connection within its connectionTimeoutMillis: every one is busy. */
function isPoolTimeout(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    if (current instanceof Error && /timeout exceeded when trying to connect/i.test(current.message)) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

declare module "fastify" {
  interface FastifyInstance {
    /** Begins a visitor's submission: repeats the first answer to its Idempotency-Key, or stores once (idempotency.ts). */
    submission(request: FastifyRequest, reply: FastifyReply): Promise<Submission>;
    /** How many submissions were answered 503 for a slow database within the last `withinMs`. */
    recentSubmissionTimeouts(withinMs: number): number;
  }
}
