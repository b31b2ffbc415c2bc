import type { ActivityActor } from "#features/activity/contract.ts";
import {
  anonymiseRegistrations,
  dueRegistrations,
  readRetentionSettings,
  recordRetentionRun,
  removeBatch,
  tryRetentionLock,
} from "./store.server.ts";
import { emptyRetentionCounts, retentionKinds, type RetentionCounts } from "./contract.ts";
import type { ObjectStorage } from "#server/storage/index.ts";
import type { UnitOfWork } from "#server/unit-of-work.ts";

/** At most this many rows per statement; a rule loops until nothing is left. */
export const retentionBatch = 500;

/** The server itself, for the activity log. */
export const retentionActor: ActivityActor = { id: null, email: null };

export interface RetentionRun {
  counts: RetentionCounts;
  /** Files storage refused to delete: their registrations are kept as they are until the next run. */
  filesLeft: number;
  /** Another process was running it at the time: this one did nothing. */
  busy: boolean;
}

/**
 * Applies the retention rules that are on, in the caller's unit
 * of work, under a transaction-scoped advisory lock taken without waiting: a second process finds it
 * taken and does nothing. Registrations' files are deleted from storage first; a registration is
 * anonymised only when every file it names is gone (as one person's erasure), so a run
 * stopped half way finishes on the next. What is past its period goes; running again removes nothing
 * more. One activity entry with counts only, when anything was removed, and the run's time and counts
 * kept on the settings row.
 */
export async function applyRetention(work: UnitOfWork, storage: ObjectStorage, options: { now?: Date; actor?: ActivityActor; onFileError?: (error: unknown) => void } = {}): Promise<RetentionRun> {
  const now = options.now ?? new Date();
  const counts = emptyRetentionCounts();
  if (!(await tryRetentionLock(work.tx))) return { counts, filesLeft: 0, busy: true };
  const { rules } = await readRetentionSettings(work.tx);

  let filesLeft = 0;
  if (rules.registrations.on) {
    const held = new Set<string>();
    for (;;) {
      const batch = (await dueRegistrations(work.tx, rules.registrations.days, now, retentionBatch + held.size)).filter((r) => !held.has(r.id));
      if (batch.length === 0) break;
      const done: string[] = [];
      for (const registration of batch) {
        const keys = new Set(registration.uploads);
        for (const value of Object.values(registration.data)) {
          const key = typeof value === "string" ? storage.keyOf(value) : null;
          if (key) keys.add(key);
        }
        let refused = 0;
        for (const key of keys) {
          try {
            await storage.delete(key);
            counts.files++;
          } catch (error) {
            options.onFileError?.(error);
            refused++;
          }
        }
        if (refused > 0) {
          held.add(registration.id);
          filesLeft += refused;
        } else done.push(registration.id);
      }
      counts.registrations += await anonymiseRegistrations(work.tx, done);
    }
  }
  for (const kind of retentionKinds) {
    if (kind === "registrations" || !rules[kind].on) continue;
    for (;;) {
      const n = await removeBatch(work.tx, kind, rules[kind].days, now, retentionBatch);
      counts[kind] += n;
      if (n < retentionBatch) break;
    }
  }

  await recordRetentionRun(work.tx, now, counts);
  if (Object.values(counts).some((n) => n > 0) || filesLeft > 0) {
    await work.activity.record({ actor: options.actor ?? retentionActor, action: "retention-run", subjectType: "retention", details: { counts, filesLeft } });
  }
  return { counts, filesLeft, busy: false };
}
