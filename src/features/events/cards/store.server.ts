import { and, inArray, isNotNull, isNull, lt, notInArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { eventCardFiles } from "#server/db/schema.ts";

/**
 * The event cards kept in the storage: each stored card has a row, and the
 * sweep deletes the files of cards no visible event has shown for a day.
 */

/** A card stored (or found stored): it is in use now. */
export async function recordEventCardFile(db: Database, file: string): Promise<void> {
  await db.insert(eventCardFiles).values({ file }).onConflictDoUpdate({ target: eventCardFiles.file, set: { unusedSince: null } });
}

/** Whether the sweep was run, and which files it took out of the records (their objects to delete). */
export type EventCardSweep = { busy: true } | { busy: false; deleted: string[] };

/**
 * Marks the cards that are not among `current` as unused since `now` (once), clears the mark of those
 * that are, and takes out the records of cards unused since before `unusedBefore`, handing their
 * files to `deleteFile` first: a file that cannot be deleted keeps its record for the next sweep. One
 * process at a time: a transaction-scoped advisory lock taken without waiting; a second process finds
 * it taken and does nothing this round. A card that is current is never deleted, whatever its mark.
 */
export async function sweepEventCardFiles(
  db: Database,
  options: { current: readonly string[]; now: Date; unusedBefore: Date; deleteFile: (file: string) => Promise<void> },
): Promise<EventCardSweep> {
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('event card sweep')) as locked`)) as unknown as { rows: { locked: boolean }[] };
    if (!locked.rows[0]?.locked) return { busy: true };
    const current = [...options.current];
    const notCurrent = current.length > 0 ? notInArray(eventCardFiles.file, current) : undefined;
    await tx.update(eventCardFiles).set({ unusedSince: options.now }).where(and(isNull(eventCardFiles.unusedSince), notCurrent));
    if (current.length > 0) {
      await tx.update(eventCardFiles).set({ unusedSince: null }).where(and(isNotNull(eventCardFiles.unusedSince), inArray(eventCardFiles.file, current)));
    }
    const old = await tx
      .select({ file: eventCardFiles.file })
      .from(eventCardFiles)
      .where(and(lt(eventCardFiles.unusedSince, options.unusedBefore), notCurrent));
    const deleted: string[] = [];
    for (const { file } of old) {
      try {
        await options.deleteFile(file);
        deleted.push(file);
      } catch {
        // Kept for the next sweep.
      }
    }
    if (deleted.length > 0) await tx.delete(eventCardFiles).where(inArray(eventCardFiles.file, deleted));
    return { busy: false, deleted };
  });
}
