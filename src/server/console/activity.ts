import type { Database } from "../db/client.ts";
import { activityLog } from "../db/schema.ts";
import type { ActivityAction } from "../../shared/console/activity.ts";

// The list of actions is shared with the console, whose activity page filters and describes them.
export { activityActions, type ActivityAction } from "../../shared/console/activity.ts";

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
