import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { activityLog } from "../schema.ts";

/** The first key of the per-account advisory locks (the second is the e-mail address's hash); no other lock uses it. */
const signInLockSpace = 0x5167_6e49; // "SgnI"

/** The reason a claimed attempt carries until its password has been checked. */
export const uncheckedReason = "not-checked";

/**
 * Takes one of an account's failure slots before its password is checked: under a lock
 * held for this e-mail address alone, counts the failed sign-ins of the window and, below the limit,
 * writes this attempt as one more failure and returns its row's id. At the limit it writes nothing
 * and returns undefined, so refused attempts do not stretch the wait. Requests sent together are
 * serialised by the lock, on every process sharing the database, so at most `max` passwords are
 * checked per window. The lock is a transaction's: it ends at commit, before the (slow) password
 * check, which therefore never holds the embedded database's only connection.
 */
export async function claimSignInAttempt(
  db: Database,
  email: string,
  limit: { max: number; windowMs: number },
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${signInLockSpace}::int, hashtext(${email}))`);
    const since = new Date(Date.now() - limit.windowMs);
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(activityLog)
      .where(and(eq(activityLog.action, "sign-in-failed"), eq(activityLog.organiserEmail, email), gt(activityLog.createdAt, since)));
    if ((counted?.n ?? 0) >= limit.max) return undefined;
    const [claimed] = await tx
      .insert(activityLog)
      .values({ organiserId: null, organiserEmail: email, action: "sign-in-failed", details: { reason: uncheckedReason } })
      .returning({ id: activityLog.id });
    return claimed!.id;
  });
}

/** A claimed attempt that failed: its row keeps the failure, now with why. */
export async function recordSignInFailure(db: Database, attemptId: string, reason: string): Promise<void> {
  await db.update(activityLog).set({ details: { reason } }).where(eq(activityLog.id, attemptId));
}

/** A claimed attempt whose password was right: its row becomes the sign-in, and gives its slot back. */
export async function recordSignIn(db: Database, attemptId: string, organiser: { id: string; email: string }): Promise<void> {
  await db
    .update(activityLog)
    .set({ action: "sign-in", organiserId: organiser.id, organiserEmail: organiser.email, details: {} })
    .where(eq(activityLog.id, attemptId));
}
