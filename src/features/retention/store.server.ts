import { and, eq, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import { emptyRetentionCounts, retentionDefaults, retentionKinds, type RetentionCounts, type RetentionKind, type RetentionRules } from "./contract.ts";
import type { Database } from "#server/db/client.ts";
import { activityLog, announcementRecipients, applications, contactMessages, eventRegistrations, events, mailOutbox, pageViews, registrationUploads, retentionSettings } from "#server/db/schema.ts";
import { eraseRegistrations } from "#features/personal-data/service.server.ts";

// The retention rules' data: the one settings row, what each
// rule would remove now, and each rule's removal in batches. Registrations reuse the personal-data
// erasure's anonymisation, their files deleted from storage first by the caller.

type Row = typeof retentionSettings.$inferSelect;
const dayMs = 24 * 60 * 60 * 1000;

const columns: Record<RetentionKind, { days: keyof Row; on: keyof Row }> = {
  registrations: { days: "registrationsDays", on: "registrationsOn" },
  rejectedApplications: { days: "rejectedApplicationsDays", on: "rejectedApplicationsOn" },
  archivedMessages: { days: "archivedMessagesDays", on: "archivedMessagesOn" },
  mailBodies: { days: "mailBodiesDays", on: "mailBodiesOn" },
  pageViewSessions: { days: "pageViewSessionsDays", on: "pageViewSessionsOn" },
  activityLog: { days: "activityLogDays", on: "activityLogOn" },
};

export interface RetentionSettingsRow {
  rules: RetentionRules;
  lastRunAt: Date | null;
  lastRunCounts: RetentionCounts | null;
}

export async function readRetentionSettings(db: Database): Promise<RetentionSettingsRow> {
  // Read only (a write would fire the table's trigger and drop the public list each time); the migration inserts the row.
  const [row] = await db.select().from(retentionSettings).where(eq(retentionSettings.id, 1));
  if (!row) return { rules: Object.fromEntries(retentionKinds.map((k) => [k, { days: retentionDefaults[k], on: false }])) as RetentionRules, lastRunAt: null, lastRunCounts: null };
  const rules = Object.fromEntries(retentionKinds.map((k) => [k, { days: row[columns[k].days] as number, on: row[columns[k].on] as boolean }])) as RetentionRules;
  return { rules, lastRunAt: row.lastRunAt, lastRunCounts: (row.lastRunCounts as RetentionCounts | null) ?? null };
}

export async function saveRetentionRules(db: Database, rules: RetentionRules): Promise<void> {
  const values: Record<string, unknown> = { updatedAt: new Date() };
  for (const k of retentionKinds) {
    values[columns[k].days] = rules[k].days;
    values[columns[k].on] = rules[k].on;
  }
  await db.insert(retentionSettings).values({ id: 1 }).onConflictDoNothing();
  await db.update(retentionSettings).set(values).where(eq(retentionSettings.id, 1));
}

export async function recordRetentionRun(db: Database, at: Date, counts: RetentionCounts): Promise<void> {
  await db.insert(retentionSettings).values({ id: 1 }).onConflictDoNothing();
  await db.update(retentionSettings).set({ lastRunAt: at, lastRunCounts: counts }).where(eq(retentionSettings.id, 1));
}

/** One process at a time: a transaction-scoped advisory lock taken without waiting (as the payment expiry's). */
export async function tryRetentionLock(tx: Database): Promise<boolean> {
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('retention run')) as got`)) as unknown as { rows: { got: boolean }[] };
  return result.rows[0]?.got === true;
}

const cutoff = (now: Date, days: number) => new Date(now.getTime() - days * dayMs);

/**
 * Registrations still holding something personal whose event ended before the cut-off (its end, or
 * its start when it has none). An anonymised one (no answers, contact, payer, upload rows, nor a name or
 * contact on its rows of letters to a group) is not one.
 */
const registrationDue = (before: Date): SQL => sql`${eventRegistrations.eventId} in (select ${events.id} from ${events} where coalesce(${events.endsAt}, ${events.startsAt}) < ${before.toISOString()})
  and (${eventRegistrations.registrationData} <> '{}'::jsonb or ${eventRegistrations.contactEmail} is not null or ${eventRegistrations.contactPhone} is not null
    or ${eventRegistrations.accountName} is not null or ${eventRegistrations.accountNumber} is not null or ${eventRegistrations.transactionId} is not null
    or ${eventRegistrations.cancellationReason} is not null or ${eventRegistrations.guardianName} is not null or ${eventRegistrations.guardianPhone} is not null
    or exists (select 1 from ${registrationUploads} where ${registrationUploads.registrationId} = ${eventRegistrations.id})
    or exists (select 1 from ${announcementRecipients} where ${announcementRecipients.registrationId} = ${eventRegistrations.id}
      and (${announcementRecipients.name} is not null or ${announcementRecipients.email} is not null or ${announcementRecipients.phone} is not null)))`;

const rejectedDue = (before: Date) => and(eq(applications.status, "rejected"), lt(applications.statusChangedAt, before), sql`not exists (select 1 from members where members.join_request_id = ${applications.id})`)!;
const messageDue = (before: Date) => and(eq(contactMessages.state, "archived"), lt(contactMessages.archivedAt, before))!;
const mailDue = (before: Date) => and(ne(mailOutbox.state, "pending"), lt(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt})`, before), sql`(${mailOutbox.textBody} <> '' or ${mailOutbox.attachments} <> '[]'::jsonb)`)!;
const viewDue = (before: Date) => and(lt(pageViews.createdAt, before), ne(pageViews.sessionId, ""))!;
const activityDue = (before: Date) => lt(activityLog.createdAt, before);

const count = async (db: Database, query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);

/** What each rule would remove now at the given days: rows, and the registrations' upload files. */
export async function previewRetention(db: Database, days: Record<RetentionKind, number>, now: Date): Promise<RetentionCounts> {
  const n = sql<number>`count(*)::int`;
  const counts = emptyRetentionCounts();
  const regBefore = cutoff(now, days.registrations);
  counts.registrations = await count(db, db.select({ n }).from(eventRegistrations).where(registrationDue(regBefore)));
  counts.files = await count(
    db,
    db
      .select({ n })
      .from(registrationUploads)
      .where(sql`${registrationUploads.registrationId} in (select ${eventRegistrations.id} from ${eventRegistrations} where ${registrationDue(regBefore)})`),
  );
  counts.rejectedApplications = await count(db, db.select({ n }).from(applications).where(rejectedDue(cutoff(now, days.rejectedApplications))));
  counts.archivedMessages = await count(db, db.select({ n }).from(contactMessages).where(messageDue(cutoff(now, days.archivedMessages))));
  counts.mailBodies = await count(db, db.select({ n }).from(mailOutbox).where(mailDue(cutoff(now, days.mailBodies))));
  counts.pageViewSessions = await count(db, db.select({ n }).from(pageViews).where(viewDue(cutoff(now, days.pageViewSessions))));
  counts.activityLog = await count(db, db.select({ n }).from(activityLog).where(activityDue(cutoff(now, days.activityLog))));
  return counts;
}

/** A batch of registrations due: their ids, answers (for `upload:` references) and upload rows' keys. */
export async function dueRegistrations(db: Database, days: number, now: Date, limit: number): Promise<{ id: string; data: Record<string, unknown>; uploads: string[] }[]> {
  const rows = await db
    .select({ id: eventRegistrations.id, data: eventRegistrations.registrationData })
    .from(eventRegistrations)
    .where(registrationDue(cutoff(now, days)))
    .orderBy(eventRegistrations.id)
    .limit(limit);
  if (rows.length === 0) return [];
  const uploads = await db
    .select({ key: registrationUploads.key, registrationId: registrationUploads.registrationId })
    .from(registrationUploads)
    .where(inArray(registrationUploads.registrationId, rows.map((r) => r.id)));
  return rows.map((r) => ({ id: r.id, data: r.data as Record<string, unknown>, uploads: uploads.filter((u) => u.registrationId === r.id).map((u) => u.key) }));
}

/** Anonymises these registrations (their files already gone), as one person's erasure does. */
export const anonymiseRegistrations = eraseRegistrations;

/** Removes up to `limit` rows of one rule (not registrations); the number removed. */
export async function removeBatch(tx: Database, kind: Exclude<RetentionKind, "registrations">, days: number, now: Date, limit: number): Promise<number> {
  const before = cutoff(now, days);
  switch (kind) {
    case "rejectedApplications": {
      // Their status history goes with them (on delete cascade).
      const gone = await tx
        .delete(applications)
        .where(sql`${applications.id} in (select ${applications.id} from ${applications} where ${rejectedDue(before)} limit ${limit})`)
        .returning({ id: applications.id });
      return gone.length;
    }
    case "archivedMessages": {
      const gone = await tx
        .delete(contactMessages)
        .where(sql`${contactMessages.id} in (select ${contactMessages.id} from ${contactMessages} where ${messageDue(before)} limit ${limit})`)
        .returning({ id: contactMessages.id });
      return gone.length;
    }
    case "mailBodies": {
      const done = await tx
        .update(mailOutbox)
        .set({ textBody: "", attachments: [] })
        .where(sql`${mailOutbox.id} in (select ${mailOutbox.id} from ${mailOutbox} where ${mailDue(before)} limit ${limit})`)
        .returning({ id: mailOutbox.id });
      return done.length;
    }
    case "pageViewSessions": {
      const done = await tx
        .update(pageViews)
        .set({ sessionId: "" })
        .where(sql`${pageViews.id} in (select ${pageViews.id} from ${pageViews} where ${viewDue(before)} limit ${limit})`)
        .returning({ id: pageViews.id });
      return done.length;
    }
    case "activityLog": {
      const gone = await tx
        .delete(activityLog)
        .where(sql`${activityLog.id} in (select ${activityLog.id} from ${activityLog} where ${activityDue(before)} limit ${limit})`)
        .returning({ id: activityLog.id });
      return gone.length;
    }
  }
}
