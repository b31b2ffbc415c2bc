import type { Database } from "../db/client.ts";
import { activityLog } from "../db/schema.ts";

/** What the activity log records (issue: sign-ins, failed sign-ins, status changes, exports, file views, account changes). */
export const activityActions = [
  "sign-in",
  "sign-in-failed",
  "sign-out",
  "setup-completed",
  "application-status",
  "message-state",
  "export",
  "file-view",
  "organiser-added",
  "organiser-changed",
  "setup-link-issued",
] as const;
export type ActivityAction = (typeof activityActions)[number];

export interface ActivityActor {
  id: string | null;
  email: string | null;
}

export interface ActivityEntry {
  actor: ActivityActor;
  action: ActivityAction;
  subjectType?: string;
  subjectId?: string;
  /** What was done, without personal data of visitors: counts, filters, statuses, field names. */
  details?: Record<string, unknown>;
}

/** Writes one activity row. `db` may be a transaction, so the entry commits with the change it records. */
export async function recordActivity(db: Pick<Database, "insert">, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({
    organiserId: entry.actor.id,
    organiserEmail: entry.actor.email,
    action: entry.action,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId ?? null,
    details: entry.details ?? {},
  });
}
