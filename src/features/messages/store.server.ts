import { and, desc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { ContactMessage } from "./rules.ts";
import { asLang } from "#shared/submission-language.ts";
import type { Database } from "#server/db/client.ts";
import { contactMessages } from "#server/db/schema.ts";
import { withNewReference } from "#server/db/repositories/references.ts";
import { type ConsoleMessage, type MessageCounts, type MessagesExportQuery, type MessagesPage, type MessagesQuery, type MessageState, messageStates } from "./inbox.ts";
import { recordActivity } from "#features/activity/service.server.ts";
import type { ActivityActor } from "#features/activity/contract.ts";

/** Stores one message to the club and returns its id and reference; suspected spam with its time. */
export async function insertContactMessage(
  db: Database,
  message: ContactMessage,
  flags: { suspectedSpam?: boolean } = {},
): Promise<{ id: string; reference: string }> {
  return withNewReference(async (reference) => {
    const [row] = await db
      .insert(contactMessages)
      .values({ ...message, reference, suspectedSpamAt: flags.suspectedSpam ? new Date() : null })
      .onConflictDoNothing({ target: contactMessages.reference })
      .returning({ id: contactMessages.id, reference: contactMessages.reference });
    return row;
  });
}

const messageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  state: contactMessages.state,
  reference: contactMessages.reference,
  lang: contactMessages.lang,
  createdAt: contactMessages.createdAt,
};

type MessageRow = Omit<ConsoleMessage, "createdAt" | "state" | "lang"> & { state: string; lang: string; createdAt: Date };

const toConsoleMessage = (row: MessageRow): ConsoleMessage => ({
  ...row,
  state: row.state as MessageState,
  lang: asLang(row.lang),
  createdAt: row.createdAt.toISOString(),
});

/** A LIKE pattern matching the text anywhere, with the text's own %, _ and \ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The search: name, e-mail, subject, message or reference contains the text, in any case. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(
    sql`${contactMessages.name} ilike ${pattern}`,
    sql`${contactMessages.email} ilike ${pattern}`,
    sql`${contactMessages.subject} ilike ${pattern}`,
    sql`${contactMessages.message} ilike ${pattern}`,
    sql`${contactMessages.reference} ilike ${pattern}`,
  );
}

/** Suspected spam is listed and counted apart. */
const notSuspectedSpam = sql`${contactMessages.suspectedSpamAt} is null`;

/** One state, or without one the inbox: every message not archived. Never suspected spam. */
function stateCondition(state: MessageState | undefined): SQL {
  return sql`${notSuspectedSpam} and ${state ? eq(contactMessages.state, state) : ne(contactMessages.state, "archived")}`;
}

/** How many messages matching the search are in each state. */
async function countPerState(db: Database, search: SQL | undefined): Promise<MessageCounts> {
  const rows = await db
    .select({ state: contactMessages.state, n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(and(notSuspectedSpam, search))
    .groupBy(contactMessages.state);
  const counts = Object.fromEntries(messageStates.map((state) => [state, 0])) as MessageCounts;
  for (const row of rows) if (row.state in counts) counts[row.state as MessageState] = row.n;
  return counts;
}

/**
 * A page of messages, newest first, with how many match the search in each state (the tabs). The
 * two queries run side by side; without a search the page comes straight from the (created_at, id)
 * index. (Reading the counts as window aggregates of the page's own scan measured no quicker on
 * PGlite and slower on PostgreSQL, where the two queries run on two connections at once.)
 */
export async function listMessages(db: Database, query: MessagesQuery): Promise<MessagesPage> {
  const search = searchCondition(query.q);
  const [rows, counts] = await Promise.all([
    db
      .select(messageColumns)
      .from(contactMessages)
      .where(and(stateCondition(query.state), search))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countPerState(db, search),
  ]);
  return {
    rows: rows.map(toConsoleMessage),
    total: query.state ? counts[query.state] : counts.unread + counts.read,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}

export async function findMessage(db: Database, id: string): Promise<ConsoleMessage | undefined> {
  const [row] = await db.select(messageColumns).from(contactMessages).where(eq(contactMessages.id, id));
  return row && toConsoleMessage(row);
}

/**
 * Puts the messages in a state and records it in the activity log, in one transaction. Messages
 * already in that state, and ids of no message, are left alone and not counted.
 */
export async function changeMessageState(db: Database, ids: readonly string[], state: MessageState, actor: ActivityActor): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(contactMessages)
      .set({ state })
      .where(and(inArray(contactMessages.id, [...new Set(ids)]), ne(contactMessages.state, state)))
      .returning({ id: contactMessages.id });
    if (changed.length > 0) {
      await recordActivity(tx, { actor, action: "message-state", subjectType: "contact_message", details: { state, count: changed.length } });
    }
    return changed.length;
  });
}

/** A message as an export reads it: its Date kept for the batch key and the Dhaka-time cell. */
export type MessageExportRow = Omit<ConsoleMessage, "createdAt"> & { createdAt: Date };

/**
 * One batch of the messages an export lists, newest first as the inbox lists them, after the given
 * one (applications and registrations export in their tables' order too). The key is the
 * row's exact created_at, looked up by its id: a JavaScript Date keeps milliseconds only, and
 * PostgreSQL stores microseconds, so comparing with the Date would repeat rows.
 */
export async function messagesAfter(
  db: Database,
  query: MessagesExportQuery,
  after: { createdAt: Date; id: string } | undefined,
  limit: number,
): Promise<MessageExportRow[]> {
  const afterKey = after
    ? sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (coalesce((select m.created_at from contact_messages m where m.id = ${after.id}), ${after.createdAt}), ${after.id})`
    : undefined;
  const rows = await db
    .select(messageColumns)
    .from(contactMessages)
    .where(and(stateCondition(query.state), searchCondition(query.q), afterKey))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, state: row.state as MessageState, lang: asLang(row.lang) }));
}
