import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql, asc, count, desc, getTableColumns, gte, inArray, lt, ne, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Lang } from "#shared/lang.ts";
import { asLang } from "#shared/submission-language.ts";
import type { Application } from "./rules.ts";
import type { PaymentType } from "#shared/membership.ts";
import type { Database } from "#server/db/client.ts";
import { applications, applicationStatusChanges, organisers, receivedPayments } from "#server/db/schema.ts";
import { giveMemberNumbers } from "#features/members/service.server.ts";
import { withNewReference } from "#server/db/repositories/references.ts";
import type { ApplicantStatus, ApplicationStatusAnswer } from "./status.ts";
import type { PageOf } from "#shared/console/lists.ts";
import { statusChangeMessages, takesBackApproval, transitionRefusal, type ApplicationDetail, type ApplicationFilter, type ApplicationListQuery, type ApplicationRow, type ApplicationStatus, type StatusChangeResult } from "./contract.ts";
import type { DepartmentCode } from "#shared/departments.ts";
import type { ActivityActor } from "#features/activity/contract.ts";

/**
 * Stores one membership application and returns its id and reference. The fee
 * is the server's (`feeTaka`, today's setting), never the caller's: the route refuses an application
 * whose amount is not today's fee.
 * Suspected spam (the honeypot was filled) is stored with its time, apart from the lists.
 */
export async function insertApplication(
  db: Database,
  application: Application,
  flags: { feeTaka: number; suspectedSpam?: boolean },
): Promise<{ id: string; reference: string }> {
  return withNewReference(async (reference) => {
    const [row] = await db
      .insert(applications)
      // consentAt: the privacy policy and terms the application carries were accepted now.
      .values({ ...application, totalAmount: flags.feeTaka, reference, suspectedSpamAt: flags.suspectedSpam ? new Date() : null, consentAt: sql`now()` })
      .onConflictDoNothing({ target: applications.reference })
      .returning({ id: applications.id, reference: applications.reference });
    return row;
  });
}

/**
 * The status of the application with this reference and e-mail address (any letter case), or
 * undefined: one query, whichever half does not match, so neither answer nor timing tells which.
 */
export async function findApplicationStatus(
  db: Database,
  reference: string,
  email: string,
): Promise<ApplicationStatusAnswer | undefined> {
  const [row] = await db
    .select({
      reference: applications.reference,
      status: applications.status,
      reason: applications.statusReason,
      submittedAt: applications.createdAt,
      statusChangedAt: applications.statusChangedAt,
    })
    .from(applications)
    .where(
      and(
        eq(applications.reference, reference),
        eq(sql`lower(${applications.email})`, email.toLowerCase()),
        isNull(applications.suspectedSpamAt),
      ),
    );
  if (!row) return undefined;
  const status = row.status as ApplicantStatus;
  return {
    kind: "application",
    reference: row.reference,
    status,
    reason: status === "rejected" ? row.reason : null,
    submittedAt: row.submittedAt.toISOString(),
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
  };
}

/**
 * Membership applications for the organiser console: the filtered, paged table, one application
 * with its history, status changes, and the batches of an export.
 */

/** A transaction ID as the duplicate check compares it; join_requests_transaction_key_idx indexes exactly this. */
const transactionKey = (column: AnyPgColumn) => sql`upper(btrim(${column}))`;

/**
 * Another application carries this one's transaction ID: one probe of join_requests_transaction_key_idx
 * per row. Written out in full: drizzle leaves columns unqualified in a one-table select, and the
 * subquery must tell its own row from the outer one.
 */
const sharesTransactionId = sql<boolean>`exists (
  select 1 from join_requests as other_application
  where upper(btrim(other_application.transaction_id)) = upper(btrim(join_requests.transaction_id))
    and other_application.id <> join_requests.id
)`;

/**
 * The search: a case-insensitive substring of the name, roll, e-mail, phone or transaction ID. One
 * expression per row (the five fields joined by a control character a search cannot contain), and
 * strpos rather than ILIKE, so % and _ are searched for as themselves; on 20,000 rows this scan is
 * a fraction of the cost of five ILIKEs.
 */
const searchable = sql`lower(concat_ws(chr(31), ${applications.fullName}, ${applications.collegeRoll}, ${applications.email}, ${applications.phone}, ${applications.transactionId}, ${applications.reference}))`;
const matchesSearch = (text: string) => sql`strpos(${searchable}, lower(${text})) > 0`;

/** A day's start in Dhaka, as an instant: created_at stays bare, so its index still serves the range. */
export const dhakaDayStart = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Asia/Dhaka')`;

function filterConditions(filter: ApplicationFilter): SQL | undefined {
  // Suspected spam is listed and counted apart.
  const conditions: (SQL | undefined)[] = [sql`${applications.suspectedSpamAt} is null`];
  if (filter.q !== undefined) conditions.push(matchesSearch(filter.q));
  if (filter.status !== undefined) conditions.push(eq(applications.status, filter.status));
  if (filter.payment !== undefined) conditions.push(eq(applications.paymentType, filter.payment));
  if (filter.department !== undefined) conditions.push(sql`${filter.department} = any(${applications.departments})`);
  if (filter.from !== undefined) conditions.push(gte(applications.createdAt, dhakaDayStart(filter.from)));
  if (filter.to !== undefined) conditions.push(lt(applications.createdAt, dhakaDayStart(filter.to, 1)));
  return and(...conditions);
}

const rowColumns = {
  id: applications.id,
  fullName: applications.fullName,
  collegeRoll: applications.collegeRoll,
  email: applications.email,
  phone: applications.phone,
  departments: applications.departments,
  paymentType: applications.paymentType,
  transactionId: applications.transactionId,
  totalAmount: applications.totalAmount,
  status: applications.status,
  reference: applications.reference,
  createdAt: applications.createdAt,
  sharedTransactionId: sharesTransactionId,
};

/** The page query: newest first, by join_requests_created_at_idx read backwards. */
export function applicationPageQuery(db: Database, query: ApplicationListQuery) {
  return db
    .select(rowColumns)
    .from(applications)
    .where(filterConditions(query))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/** One page of the table and how many applications the filter matches: two queries, whatever the page size. */
export async function listApplications(db: Database, query: ApplicationListQuery): Promise<PageOf<ApplicationRow>> {
  const [totals, rows] = await Promise.all([
    db.select({ total: count() }).from(applications).where(filterConditions(query)),
    applicationPageQuery(db, query),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      departments: row.departments as DepartmentCode[],
      paymentType: row.paymentType as PaymentType,
      status: row.status as ApplicationStatus,
      createdAt: row.createdAt.toISOString(),
      sharedTransactionId: Boolean(row.sharedTransactionId),
    })),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One application with every column, its history (oldest first) and the others sharing its transaction ID. */
export async function readApplication(db: Database, id: string): Promise<ApplicationDetail | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) return undefined;
  const [history, sharing] = await Promise.all([
    db
      .select({
        id: applicationStatusChanges.id,
        fromStatus: applicationStatusChanges.fromStatus,
        toStatus: applicationStatusChanges.toStatus,
        reason: applicationStatusChanges.reason,
        organiserName: organisers.name,
        organiserEmail: applicationStatusChanges.organiserEmail,
        createdAt: applicationStatusChanges.createdAt,
      })
      .from(applicationStatusChanges)
      .leftJoin(organisers, eq(organisers.id, applicationStatusChanges.organiserId))
      .where(eq(applicationStatusChanges.applicationId, id))
      .orderBy(asc(applicationStatusChanges.createdAt), asc(applicationStatusChanges.id)),
    row.transactionId === null
      ? Promise.resolve([])
      : db
          .select({
            id: applications.id,
            fullName: applications.fullName,
            collegeRoll: applications.collegeRoll,
            status: applications.status,
            createdAt: applications.createdAt,
          })
          .from(applications)
          .where(and(sql`${transactionKey(applications.transactionId)} = upper(btrim(${row.transactionId}))`, ne(applications.id, id)))
          .orderBy(asc(applications.createdAt), asc(applications.id)),
  ]);
  return {
    ...row,
    departments: row.departments as DepartmentCode[],
    paymentType: row.paymentType as PaymentType,
    status: row.status as ApplicationStatus,
    lang: asLang(row.lang),
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    consentAt: row.consentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    history: history.map((entry) => ({
      ...entry,
      fromStatus: entry.fromStatus as ApplicationStatus,
      toStatus: entry.toStatus as ApplicationStatus,
      createdAt: entry.createdAt.toISOString(),
    })),
    sharingTransactionId: sharing.map((other) => ({
      ...other,
      status: other.status as ApplicationStatus,
      createdAt: other.createdAt.toISOString(),
    })),
  };
}

/** An application whose status was just changed, as its applicant is told of it. */
export interface ChangedApplication {
  reference: string;
  fullName: string;
  email: string;
  status: ApplicationStatus;
  reason: string | null;
  /** The language of the page the application was sent from: its applicant's letters are in it. */
  lang: Lang;
  /** Its row in the history: the e-mail written of it is noted there. */
  changeId: string;
}

/**
 * Moves each listed application to `status` where the workflow allows it, in the caller's
 * transaction (a unit of work, unit-of-work.ts): the rows are locked (in id order, so two bulk
 * changes cannot deadlock) and each change is kept with who made it. Returns what was changed and
 * skipped, and the changed applications that are not suspected spam, as their applicants are told
 * of it; the caller records the activity and writes the e-mail in the same unit.
 */
export async function changeApplicationStatus(
  tx: Database,
  change: { ids: string[]; status: ApplicationStatus; reason: string | undefined },
  actor: ActivityActor,
  /** The received payment each verified application rests on, kept in its history row. */
  evidence: ReadonlyMap<string, string> = new Map(),
): Promise<{ result: StatusChangeResult; applicants: ChangedApplication[] }> {
  // One click's changes share a batch: the "Tell them" page lists them.
  const batchId = randomUUID();
  const rows = await tx
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(inArray(applications.id, change.ids))
    .orderBy(asc(applications.id))
    .for("update");
  const current = new Map(rows.map((row) => [row.id, row.status as ApplicationStatus]));
  const changed: { id: string; from: ApplicationStatus }[] = [];
  const skipped: StatusChangeResult["skipped"] = [];
  for (const id of change.ids) {
    const from = current.get(id);
    const refusal =
      from === undefined
        ? statusChangeMessages.notFound
        : (transitionRefusal(from, change.status) ??
          (takesBackApproval(from, change.status) && change.reason === undefined ? statusChangeMessages.takeBackReasonRequired : undefined));
    if (from === undefined || refusal !== undefined) skipped.push({ id, reason: refusal ?? statusChangeMessages.notFound });
    else changed.push({ id, from });
  }
  // A rejection's reason is the application's own (its applicant reads it); any reason is kept in the history.
  const reason = change.status === "rejected" ? (change.reason ?? null) : null;
  let applicants: ChangedApplication[] = [];
  if (changed.length > 0) {
    await tx
      .update(applications)
      .set({ status: change.status, statusReason: reason, statusChangedAt: sql`now()` })
      .where(inArray(applications.id, changed.map((c) => c.id)));
    if (change.status === "approved") await giveMemberNumbers(tx, changed.map((c) => c.id));
    const history = await tx.insert(applicationStatusChanges).values(
      changed.map((c) => ({
        applicationId: c.id,
        fromStatus: c.from,
        toStatus: change.status,
        reason: change.reason ?? null,
        organiserId: actor.id,
        organiserEmail: actor.email,
        receivedPaymentId: evidence.get(c.id) ?? null,
        batchId,
      })),
    ).returning({ id: applicationStatusChanges.id, applicationId: applicationStatusChanges.applicationId });
    const changeOf = new Map(history.map((row) => [row.applicationId, row.id]));
    const told = await tx
      .select({ id: applications.id, reference: applications.reference, fullName: applications.fullName, email: applications.email, lang: applications.lang })
      .from(applications)
      .where(and(inArray(applications.id, changed.map((c) => c.id)), isNull(applications.suspectedSpamAt)));
    applicants = told.map(({ id, ...applicant }) => ({ ...applicant, lang: asLang(applicant.lang), status: change.status, reason, changeId: changeOf.get(id)! }));
  }
  return { result: { changed: changed.map((c) => c.id), skipped, batchId: changed.length > 0 ? batchId : null }, applicants };
}

/** A received payment tied to an application by hand, as its export lists it. */
export interface ExportedTie {
  transactionId: string;
  amountPoisha: number;
  reason: string;
  byEmail: string | null;
  at: Date;
}

export type ApplicationExportRow = Omit<ApplicationDetail, "history" | "sharingTransactionId" | "createdAt" | "statusChangedAt" | "consentAt"> & {
  createdAt: Date;
  statusChangedAt: Date | null;
  consentAt: Date | null;
  sharedTransactionId: boolean;
  /** Its payments tied by hand, first tied first (those tied together by when they came). */
  ties: ExportedTie[];
};

/**
 * One batch of an export, newest first as the table lists them, after the given row. The cursor's
 * time is read again from the row itself: a JavaScript Date keeps milliseconds, created_at keeps
 * microseconds, and a truncated time would send the batch's last row again.
 */
export async function readApplicationExportBatch(
  db: Database,
  filter: ApplicationFilter,
  after: { createdAt: Date; id: string } | undefined,
  limit: number,
): Promise<ApplicationExportRow[]> {
  const afterCursor =
    after &&
    sql`(join_requests.created_at, join_requests.id) < (
      coalesce((select cursor_row.created_at from join_requests as cursor_row where cursor_row.id = ${after.id}::uuid), ${after.createdAt.toISOString()}::timestamptz),
      ${after.id}::uuid
    )`;
  const rows = await db
    .select({ ...getTableColumns(applications), sharedTransactionId: sharesTransactionId })
    .from(applications)
    .where(and(filterConditions(filter), afterCursor))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(limit);
  // The batch's ties in one query, by the tie's index (received_payments_application_idx).
  const ties = new Map<string, ExportedTie[]>();
  if (rows.length > 0) {
    const tied = await db
      .select({
        applicationId: receivedPayments.applicationId,
        transactionId: receivedPayments.transactionId,
        amountPoisha: receivedPayments.amountPoisha,
        reason: receivedPayments.tieReason,
        byEmail: receivedPayments.tiedByEmail,
        at: receivedPayments.tiedAt,
      })
      .from(receivedPayments)
      .where(inArray(receivedPayments.applicationId, rows.map((row) => row.id)))
      .orderBy(asc(receivedPayments.tiedAt), sql`coalesce(${receivedPayments.receivedAt}, ${receivedPayments.addedAt})`, asc(receivedPayments.id));
    for (const { applicationId, ...tie } of tied) {
      ties.set(applicationId!, [...(ties.get(applicationId!) ?? []), { ...tie, reason: tie.reason ?? "", at: tie.at! }]);
    }
  }
  return rows.map((row) => ({
    ...row,
    departments: row.departments as DepartmentCode[],
    paymentType: row.paymentType as PaymentType,
    status: row.status as ApplicationStatus,
    lang: asLang(row.lang),
    sharedTransactionId: Boolean(row.sharedTransactionId),
    ties: ties.get(row.id) ?? [],
  }));
}
