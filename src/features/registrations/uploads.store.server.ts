import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { registrationUploads } from "#server/db/schema.ts";

/**
 * The claims table of registration uploads (docs/decisions/072). An upload is recorded before its
 * object is stored, claimed by the registration that refers to it, and swept once it has waited
 * unclaimed past its time. A claim is possible only while the upload is young (`claimWindowMs`) and
 * the sweep takes only uploads older than that plus a margin, so a registration can never claim a
 * file the sweep is deleting, without any lock held across the storage's slow calls.
 */

/** The rows of a raw query: node-postgres and PGlite both answer with `rows`. */
async function rowsOf<T>(db: Pick<Database, "execute">, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Rows whose budget is checked under one transaction-level lock, so parallel uploads cannot both fit. */
const budgetLock = sql`select pg_advisory_xact_lock(hashtext('registration_uploads budget'))`;

export type Reservation = "reserved" | "addressOverBudget" | "totalOverBudget" | "keyTaken";

export interface UploadBudget {
  perAddressBytes: number;
  totalBytes: number;
}

/** Records a new upload if the address's and everyone's unclaimed files leave room for it. */
export async function reserveUpload(
  db: Database,
  upload: { key: string; bytes: number; addressHash: string; tokenHash: string },
  budget: UploadBudget,
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    await tx.execute(budgetLock);
    const [row] = await rowsOf<{ address: string | number; total: string | number }>(tx, sql`
      select coalesce(sum(bytes) filter (where address_hash = ${upload.addressHash}), 0) as address,
             coalesce(sum(bytes), 0) as total
      from ${registrationUploads} where claimed_at is null`);
    const address = Number(row?.address ?? 0);
    const total = Number(row?.total ?? 0);
    if (address + upload.bytes > budget.perAddressBytes) return "addressOverBudget";
    if (total + upload.bytes > budget.totalBytes) return "totalOverBudget";
    const inserted = await tx
      .insert(registrationUploads)
      .values(upload)
      .onConflictDoNothing()
      .returning({ key: registrationUploads.key });
    return inserted.length === 1 ? "reserved" : "keyTaken";
  });
}

/** Forgets a reservation whose object could not be stored. */
export async function releaseUpload(db: Database, key: string): Promise<void> {
  await db.delete(registrationUploads).where(sql`${registrationUploads.key} = ${key} and ${registrationUploads.claimedAt} is null`);
}

/**
 * Claims uploads for a registration and returns the keys it claimed: only an upload not yet claimed,
 * still within its claim window, and whose token hashes to the one stored with it (the browser that
 * uploaded it). Fewer keys than asked means a file is unknown, someone else's, already claimed or
 * waited too long; the caller cannot tell which, and neither can the visitor (docs/security.md).
 * Run it in the registration's transaction, so a refused registration claims nothing.
 */
export async function claimUploads(
  db: Pick<Database, "execute">,
  claims: readonly { key: string; tokenHash: string }[],
  registrationId: string,
  claimWindowMs: number,
): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const claimed = await rowsOf<{ key: string }>(db, sql`
    update ${registrationUploads}
    set claimed_at = now(), registration_id = ${registrationId}::uuid
    where (key, token_hash) in (${sql.join(claims.map((claim) => sql`(${claim.key}, ${claim.tokenHash})`), sql`, `)})
      and claimed_at is null
      and created_at > now() - make_interval(secs => ${claimWindowMs / 1000})
    returning key`);
  return new Set(claimed.map((row) => row.key));
}

/** The oldest uploads that were never claimed and are past their time plus the margin, up to `limit`. */
export async function expiredUploads(db: Database, olderThanMs: number, limit: number): Promise<string[]> {
  const rows = await rowsOf<{ key: string }>(db, sql`
    select key from ${registrationUploads}
    where claimed_at is null and created_at < now() - make_interval(secs => ${olderThanMs / 1000})
    order by created_at limit ${limit}`);
  return rows.map((row) => row.key);
}

/** Forgets swept uploads whose objects are gone (never one claimed in the meantime). */
export async function forgetUploads(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`
    delete from ${registrationUploads}
    where claimed_at is null and key in (${sql.join(keys.map((key) => sql`${key}`), sql`, `)})`);
}
