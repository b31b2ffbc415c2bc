import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { submissionReceipts } from "../schema.ts";

export interface SubmissionReceipt {
  route: string;
  requestHash: string;
  statusCode: number | null;
  response: unknown;
}

export async function findSubmissionReceipt(db: Database, idempotencyKey: string): Promise<SubmissionReceipt | undefined> {
  const [row] = await db
    .select({
      route: submissionReceipts.route,
      requestHash: submissionReceipts.requestHash,
      statusCode: submissionReceipts.statusCode,
      response: submissionReceipts.response,
    })
    .from(submissionReceipts)
    .where(eq(submissionReceipts.idempotencyKey, idempotencyKey));
  return row;
}

/**
 * Takes the key inside the submission's transaction. False when another transaction has it: on
 * PostgreSQL this waits for that transaction, and is false once it commits (true if it rolls back).
 */
export async function claimSubmissionReceipt(
  tx: Database,
  receipt: { idempotencyKey: string; route: string; requestHash: string },
): Promise<boolean> {
  const rows = await tx
    .insert(submissionReceipts)
    .values(receipt)
    .onConflictDoNothing({ target: submissionReceipts.idempotencyKey })
    .returning({ key: submissionReceipts.idempotencyKey });
  return rows.length === 1;
}

/** Keeps the answer the first request was given, in the same transaction as the claim. */
export async function completeSubmissionReceipt(
  tx: Database,
  idempotencyKey: string,
  answer: { statusCode: number; body: unknown },
): Promise<void> {
  await tx
    .update(submissionReceipts)
    .set({ statusCode: answer.statusCode, response: answer.body })
    .where(eq(submissionReceipts.idempotencyKey, idempotencyKey));
}

/** Forgets keys older than `olderThanMs`: a browser retries an attempt within minutes, not days. */
export async function pruneSubmissionReceipts(db: Database, olderThanMs: number): Promise<number> {
  const rows = await db
    .delete(submissionReceipts)
    .where(lt(submissionReceipts.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`))
    .returning({ key: submissionReceipts.idempotencyKey });
  return rows.length;
}

/**
 * Cancels any statement of this transaction that runs longer than `ms` (PostgreSQL's
 * statement_timeout, for the transaction only); the embedded database accepts and ignores it.
 */
export async function limitStatementTime(tx: Database, ms: number): Promise<void> {
  await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.round(ms))}`));
}
