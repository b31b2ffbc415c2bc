import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ActivityAction, ActivityDetails, ActivityPage, ActivityQuery } from "../../../shared/console/activity.ts";
import type { Database } from "../client.ts";
import { activityLog, organisers } from "../schema.ts";

// The activity log: what organisers did. The list of actions is shared with the console, whose
// activity page filters and describes them.
export { activityActions, type ActivityAction } from "../../../shared/console/activity.ts";

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
  details?: ActivityDetails;
}

/**
 * Writes one activity row. `db` may be a transaction, so the entry commits with the change it
 * records; a unit of work (unit-of-work.ts) passes its own as `work.activity.record`.
 */
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

/**
 * Writes the activity row unless the same organiser has one with the same action, subject and
 * details from the last `withinMs`, and says whether it wrote one. For looks at a visitor's file: the
 * registration's page shows an image and its "Open" link fetches it again, and a browser's viewer may
 * fetch a file twice for one click; all of that is one entry. Two such requests at once take turns on
 * a transaction-scoped advisory lock, so they cannot both find no row and both write one.
 */
export async function recordActivityOnce(db: Database, entry: ActivityEntry & { actor: { email: string } }, withinMs: number): Promise<boolean> {
  const details = entry.details ?? {};
  return db.transaction(async (tx) => {
    const key = JSON.stringify([entry.action, entry.actor.email, entry.subjectType ?? null, entry.subjectId ?? null, details]);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const recent = await tx
      .select({ id: activityLog.id })
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, entry.action),
          eq(activityLog.organiserEmail, entry.actor.email),
          entry.subjectId === undefined ? sql`${activityLog.subjectId} is null` : eq(activityLog.subjectId, entry.subjectId),
          sql`${activityLog.details} = ${JSON.stringify(details)}::jsonb`,
          sql`${activityLog.createdAt} > now() - make_interval(secs => ${withinMs / 1000})`,
        ),
      )
      .limit(1);
    if (recent.length > 0) return false;
    await recordActivity(tx, entry);
    return true;
  });
}

const subjectOrganisers = alias(organisers, "subject_organisers");

/**
 * A page of the activity log, newest first, with who did it (the organiser as they are now, or the
 * e-mail stored with the row when there is no organiser) and, for actions about an organiser,
 * that organiser's current name and e-mail.
 */
export async function listActivity(db: Database, query: ActivityQuery): Promise<ActivityPage> {
  const where = query.action ? eq(activityLog.action, query.action) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: activityLog.id,
        createdAt: activityLog.createdAt,
        organiserId: activityLog.organiserId,
        organiserEmail: activityLog.organiserEmail,
        organiserName: organisers.name,
        currentEmail: organisers.email,
        action: activityLog.action,
        subjectType: activityLog.subjectType,
        subjectId: activityLog.subjectId,
        subjectName: subjectOrganisers.name,
        subjectEmail: subjectOrganisers.email,
        details: activityLog.details,
      })
      .from(activityLog)
      .leftJoin(organisers, eq(organisers.id, activityLog.organiserId))
      .leftJoin(
        subjectOrganisers,
        and(eq(activityLog.subjectType, "organiser"), sql`${subjectOrganisers.id}::text = ${activityLog.subjectId}`),
      )
      .where(where)
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(activityLog).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      organiser: { id: row.organiserId, name: row.organiserName, email: row.currentEmail ?? row.organiserEmail },
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      subjectOrganiser: row.subjectName !== null && row.subjectEmail !== null ? { name: row.subjectName, email: row.subjectEmail } : null,
      details: row.details,
    })),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
