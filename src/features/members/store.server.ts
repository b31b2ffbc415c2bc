import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { PageOf } from "#shared/console/lists.ts";
import type { MemberFilter, MemberListAnswer, MemberListQuery, MemberRow } from "./contract.ts";
import type { DepartmentCode } from "#shared/departments.ts";
import { formatMemberNumber } from "./rules.ts";
import type { Database } from "#server/db/client.ts";
import { applications, memberNumberCounters, members } from "#server/db/schema.ts";

/**
 * Members: member numbers given at approval, member cards, and the console's roster.
 */

/** A member card's address token: 32 random bytes, base64url (43 characters). */
export const newCardToken = () => randomBytes(32).toString("base64url");

/** The session year of an approval made now: the calendar year in Dhaka when the transaction started. */
const dhakaYearNow = sql<number>`extract(year from now() at time zone 'Asia/Dhaka')::int`;

/**
 * Gives a member number and card to each of these just-approved applications that has none, in the
 * caller's transaction (the approval's unit of work). The session year's counter row is bumped once
 * for the batch, which locks it until commit: concurrent approvals take their numbers one after the
 * other, and a rolled-back approval rolls its numbers back with it, so the sequence has no gaps. An
 * application approved again after a take-back keeps the number it had. Numbers follow the order the
 * applications were received (oldest first), not `ids`' order.
 */
export async function giveMemberNumbers(tx: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const numbered = await tx.select({ id: members.applicationId }).from(members).where(inArray(members.applicationId, [...ids]));
  const have = new Set(numbered.map((row) => row.id));
  const unnumbered = ids.filter((id) => !have.has(id));
  if (unnumbered.length === 0) return;
  // Oldest application first, whatever order the ids came in (a table sorted newest first, say): the
  // first to apply gets the lower number.
  const fresh = (
    await tx
      .select({ id: applications.id })
      .from(applications)
      .where(inArray(applications.id, unnumbered))
      .orderBy(asc(applications.createdAt), asc(applications.id))
  ).map((row) => row.id);
  if (fresh.length === 0) return;
  const [counter] = await tx
    .insert(memberNumberCounters)
    .values({ sessionYear: dhakaYearNow, lastSequence: fresh.length })
    .onConflictDoUpdate({
      target: memberNumberCounters.sessionYear,
      set: { lastSequence: sql`${memberNumberCounters.lastSequence} + excluded.last_sequence` },
    })
    .returning({ sessionYear: memberNumberCounters.sessionYear, lastSequence: memberNumberCounters.lastSequence });
  const { sessionYear, lastSequence } = counter!;
  const first = lastSequence - fresh.length + 1;
  await tx.insert(members).values(
    fresh.map((applicationId, index) => ({
      applicationId,
      sessionYear,
      sequence: first + index,
      memberNumber: formatMemberNumber(sessionYear, first + index),
      cardToken: newCardToken(),
    })),
  );
}

/** The member number and card token of each application (by reference) that has them: for the approval e-mail. */
export async function readMemberCardsByReference(db: Database, references: readonly string[]): Promise<Map<string, { memberNumber: string; cardToken: string }>> {
  if (references.length === 0) return new Map();
  const rows = await db
    .select({ reference: applications.reference, memberNumber: members.memberNumber, cardToken: members.cardToken })
    .from(members)
    .innerJoin(applications, eq(applications.id, members.applicationId))
    .where(inArray(applications.reference, [...references]));
  return new Map(rows.map((row) => [row.reference, { memberNumber: row.memberNumber, cardToken: row.cardToken }]));
}

/** An application's member number and card token, or undefined before its first approval. */
export async function readMemberOfApplication(db: Database, applicationId: string): Promise<{ memberNumber: string; cardToken: string; sessionYear: number } | undefined> {
  const [row] = await db
    .select({ memberNumber: members.memberNumber, cardToken: members.cardToken, sessionYear: members.sessionYear })
    .from(members)
    .where(eq(members.applicationId, applicationId));
  return row;
}

/** What a card shows, by its token: undefined for a token no card has; `active` only while the application is approved. */
export async function readMemberCard(
  db: Database,
  token: string,
): Promise<{ active: boolean; memberNumber: string; fullName: string; departments: DepartmentCode[]; sessionYear: number } | undefined> {
  const [row] = await db
    .select({
      status: applications.status,
      suspectedSpamAt: applications.suspectedSpamAt,
      memberNumber: members.memberNumber,
      fullName: applications.fullName,
      departments: applications.departments,
      sessionYear: members.sessionYear,
    })
    .from(members)
    .innerJoin(applications, eq(applications.id, members.applicationId))
    .where(eq(members.cardToken, token));
  if (!row) return undefined;
  return {
    active: row.status === "approved" && row.suspectedSpamAt === null,
    memberNumber: row.memberNumber,
    fullName: row.fullName,
    departments: row.departments as DepartmentCode[],
    sessionYear: row.sessionYear,
  };
}

/**
 * The roster: approved applications with their member numbers, newest number first (session year,
 * then sequence, both descending), the table and its export alike.
 */
const searchable = sql`lower(concat_ws(chr(31), ${members.memberNumber}, ${applications.fullName}, ${applications.email}, ${applications.phone}, ${applications.collegeRoll}))`;

function rosterConditions(filter: MemberFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(applications.status, "approved"), isNull(applications.suspectedSpamAt)];
  if (filter.q !== undefined) conditions.push(sql`strpos(${searchable}, lower(${filter.q})) > 0`);
  if (filter.department !== undefined) conditions.push(sql`${filter.department} = any(${applications.departments})`);
  if (filter.session !== undefined) conditions.push(eq(members.sessionYear, filter.session));
  return and(...conditions);
}

const rosterColumns = {
  applicationId: applications.id,
  memberNumber: members.memberNumber,
  sessionYear: members.sessionYear,
  sequence: members.sequence,
  fullName: applications.fullName,
  departments: applications.departments,
  approvedAt: applications.statusChangedAt,
  email: applications.email,
  phone: applications.phone,
};

type RosterRecord = Omit<MemberRow, "approvedAt" | "departments"> & { sequence: number; approvedAt: Date | null; departments: string[] };

const toRow = (row: RosterRecord): MemberRow => ({
  applicationId: row.applicationId,
  memberNumber: row.memberNumber,
  sessionYear: row.sessionYear,
  fullName: row.fullName,
  departments: row.departments as DepartmentCode[],
  approvedAt: row.approvedAt?.toISOString() ?? null,
  email: row.email,
  phone: row.phone,
});

const rosterOrder = [desc(members.sessionYear), desc(members.sequence)];

/** One page of the roster, how many members the filter matches, and every session that has members (for the filter). */
export async function listMembers(db: Database, query: MemberListQuery): Promise<MemberListAnswer> {
  const [totals, rows, sessions] = await Promise.all([
    db.select({ total: count() }).from(members).innerJoin(applications, eq(applications.id, members.applicationId)).where(rosterConditions(query)),
    db
      .select(rosterColumns)
      .from(members)
      .innerJoin(applications, eq(applications.id, members.applicationId))
      .where(rosterConditions(query))
      .orderBy(...rosterOrder)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.selectDistinct({ sessionYear: members.sessionYear }).from(members).orderBy(desc(members.sessionYear)),
  ]);
  const page: PageOf<MemberRow> = { rows: rows.map(toRow), total: totals[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
  return { ...page, sessions: sessions.map((row) => row.sessionYear) };
}

/** The roster for its export, in the table's order, one batch at a time after the last member of the batch before. */
export async function* readMemberExport(db: Database, filter: MemberFilter, batchSize = 500): AsyncGenerator<MemberRow> {
  let after: { sessionYear: number; sequence: number } | undefined;
  for (;;) {
    const cursor = after && sql`(${members.sessionYear}, ${members.sequence}) < (${after.sessionYear}::int, ${after.sequence}::int)`;
    const rows = await db
      .select(rosterColumns)
      .from(members)
      .innerJoin(applications, eq(applications.id, members.applicationId))
      .where(and(rosterConditions(filter), cursor))
      .orderBy(...rosterOrder)
      .limit(batchSize);
    for (const row of rows) yield toRow(row);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { sessionYear: last.sessionYear, sequence: last.sequence };
  }
}

/** The member numbers of these applications, for the console's application page. */
export async function memberNumbersOf(db: Database, applicationIds: readonly string[]): Promise<Map<string, string>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: members.applicationId, memberNumber: members.memberNumber })
    .from(members)
    .where(inArray(members.applicationId, [...applicationIds]))
    .orderBy(asc(members.memberNumber));
  return new Map(rows.map((row) => [row.id, row.memberNumber]));
}
