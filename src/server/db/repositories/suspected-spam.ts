import { count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { suspectedSpamListLimit, type SuspectedSpamItem, type SuspectedSpamKind, type SuspectedSpamList } from "#shared/console/suspected-spam.ts";
import type { Database } from "../client.ts";
import { contactMessages, eventCategories, eventRegistrations, events, applications } from "../schema.ts";
import { recordActivity } from "#features/activity/service.server.ts";
import type { ActivityActor } from "#features/activity/contract.ts";

/** A restored application would share an e-mail or college roll with one already stored. */
export class RestoreConflict extends Error {}

const tables: Record<SuspectedSpamKind, { table: PgTable; flagged: PgColumn; subjectType: string }> = {
  applications: { table: applications, flagged: applications.suspectedSpamAt, subjectType: "join_request" },
  registrations: { table: eventRegistrations, flagged: eventRegistrations.suspectedSpamAt, subjectType: "event_registration" },
  messages: { table: contactMessages, flagged: contactMessages.suspectedSpamAt, subjectType: "contact_message" },
};

type Row = { id: string; receivedAt: Date; who: string | null; email: string | null; about: string | null };

/** The newest flagged submissions of one kind, with how many there are. */
export async function listSuspectedSpam(db: Database, kind: SuspectedSpamKind): Promise<SuspectedSpamList> {
  const { table, flagged } = tables[kind];
  const [rows, totals] = await Promise.all([flaggedRows(db, kind), db.select({ n: count() }).from(table).where(isNotNull(flagged))]);
  const items: SuspectedSpamItem[] = rows.map((row) => ({
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    who: row.who?.trim() || "(no name)",
    email: row.email,
    about: row.about?.trim() ?? "",
  }));
  return { kind, items, total: totals[0]?.n ?? 0 };
}

function flaggedRows(db: Database, kind: SuspectedSpamKind): Promise<Row[]> {
  if (kind === "applications") {
    return db
      .select({
        id: applications.id,
        receivedAt: applications.createdAt,
        who: applications.fullName,
        email: applications.email,
        about: sql<string>`'College roll ' || ${applications.collegeRoll}`,
      })
      .from(applications)
      .where(isNotNull(applications.suspectedSpamAt))
      .orderBy(desc(applications.createdAt))
      .limit(suspectedSpamListLimit);
  }
  if (kind === "registrations") {
    const data = eventRegistrations.registrationData;
    return db
      .select({
        id: eventRegistrations.id,
        receivedAt: eventRegistrations.createdAt,
        who: sql<string | null>`coalesce(${data}->>'full_name', ${data}->>'name', ${data}->>'student_name')`,
        email: sql<string | null>`${data}->>'email'`,
        about: sql<string>`${events.title} || ' · ' || ${eventCategories.name}`,
      })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrations.categoryId))
      .where(isNotNull(eventRegistrations.suspectedSpamAt))
      .orderBy(desc(eventRegistrations.createdAt))
      .limit(suspectedSpamListLimit);
  }
  return db
    .select({
      id: contactMessages.id,
      receivedAt: contactMessages.createdAt,
      who: contactMessages.name,
      email: contactMessages.email,
      about: sql<string>`coalesce(nullif(btrim(${contactMessages.subject}), ''), left(${contactMessages.message}, 80))`,
    })
    .from(contactMessages)
    .where(isNotNull(contactMessages.suspectedSpamAt))
    .orderBy(desc(contactMessages.createdAt))
    .limit(suspectedSpamListLimit);
}

/**
 * Restores flagged submissions to the lists and records it in the activity log, in one
 * transaction. Ids of submissions not flagged are left alone and not counted. An application that
 * would share a stored one's e-mail or college roll is refused (RestoreConflict), nothing restored.
 */
export async function restoreSuspectedSpam(db: Database, kind: SuspectedSpamKind, ids: readonly string[], actor: ActivityActor): Promise<number> {
  const { table, subjectType } = tables[kind];
  try {
    return await db.transaction(async (tx) => {
      // The three tables name the columns alike.
      const unique = [...new Set(ids)];
      const result = await tx.execute(sql`
        update ${table} set suspected_spam_at = null
        where id in (${sql.join(unique.map((value) => sql`${value}::uuid`), sql`, `)}) and suspected_spam_at is not null
        returning id`);
      const restored = (result as unknown as { rows: { id: string }[] }).rows;
      if (restored.length > 0) {
        await recordActivity(tx, {
          actor,
          action: "spam-restored",
          subjectType,
          ...(restored.length === 1 ? { subjectId: String(restored[0]!.id) } : {}),
          details: { kind, count: restored.length },
        });
      }
      return restored.length;
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause && typeof error.cause === "object" ? error.cause : error;
    if (kind === "applications" && (cause as { code?: unknown }).code === "23505") throw new RestoreConflict();
    throw error;
  }
}
