import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type {
  ApplicationBrief,
  Candidate,
  MatchKind,
  MatchListQuery,
  MatchPage,
  MatchRow,
  MatchState,
  PaymentSource,
  ReceivedListQuery,
  ReceivedPage,
  ReceivedPaymentRow,
  RegistrationBrief,
  VerifyPreview,
  Wallet,
  ApplicationMoney,
  ManualDecision,
  ReceivedKind,
  TieAnswer,
} from "./contract.ts";
import { manualMessages, matchStates, moneyStateText } from "./contract.ts";
import { membershipWallets } from "#shared/membership.ts";
import { normalisePhone } from "#shared/phone.ts";
import { setAsideByParser, type ReceivedPayment } from "./wallet-sms.ts";
import type { Database } from "#server/db/client.ts";
import { activityLog, applications, eventRegistrations, receivedPayments } from "#server/db/schema.ts";
import type { ActivityActor } from "#features/activity/contract.ts";
import { readPaymentSettings } from "./settings.store.server.ts";

/**
 * Received wallet payments and their matching against membership applications. The
 * matching is one SQL query over the applications waiting for their
 * payment to be checked, joined to the payments on the normalised transaction ID (both sides are
 * indexed on exactly that form), so its answer is the same for the list, the preview and the
 * re-check inside verify-all.
 */

export interface PaymentToStore {
  /** What the message was; a statement row is "received". */
  kind?: ReceivedKind;
  wallet: Wallet;
  amountPoisha: number;
  senderNumber: string | null;
  transactionId: string;
  receivedAt: Date | null;
}

/** At most this many rows in one INSERT: 10 parameters a row stays far below PostgreSQL's 65,535. */
const insertChunk = 1000;

/**
 * Stores payments not known yet; a payment already received (same wallet and transaction ID) is
 * left as it is. Returns the ids of those added, and how many were known already.
 */
export async function insertReceivedPayments(
  db: Database,
  payments: readonly (PaymentToStore | ReceivedPayment)[],
  source: PaymentSource,
  actor: ActivityActor,
): Promise<{ addedIds: string[]; alreadyKnown: number; setAside: number }> {
  const unique = new Map<string, PaymentToStore>();
  for (const payment of payments) {
    const transactionId = payment.transactionId.trim().toUpperCase();
    const key = `${payment.wallet} ${transactionId}`;
    if (!unique.has(key)) unique.set(key, { ...payment, transactionId });
  }
  const rows = [...unique.values()];
  const addedIds: string[] = [];
  let setAside = 0;
  for (let start = 0; start < rows.length; start += insertChunk) {
    const inserted = await db
      .insert(receivedPayments)
      .values(
        rows.slice(start, start + insertChunk).map((payment) => ({
          wallet: payment.wallet,
          amountPoisha: payment.amountPoisha,
          senderNumber: payment.senderNumber,
          transactionId: payment.transactionId,
          receivedAt: payment.receivedAt,
          source,
          addedBy: actor.id,
          addedByEmail: actor.email,
          kind: payment.kind ?? "received",
          // An agent's Cash In or a bank's deposit is no fee: set aside as it is stored, by the reader (no organiser).
          ...(setAsideByParser[payment.kind ?? "received"] ? { setAsideReason: setAsideByParser[payment.kind ?? "received"], setAsideAt: sql`now()` } : {}),
        })),
      )
      .onConflictDoNothing({ target: [receivedPayments.wallet, receivedPayments.transactionId] })
      .returning({ id: receivedPayments.id, setAsideAt: receivedPayments.setAsideAt });
    for (const row of inserted) {
      addedIds.push(row.id);
      if (row.setAsideAt !== null) setAside++;
    }
  }
  return { addedIds, alreadyKnown: payments.length - addedIds.length, setAside };
}

// ---------------------------------------------------------------------------------------------
// Matching

/** The wallet of each club number, by its digits: an application's wallet is the one it says it paid to. */
const clubNumberDigits = membershipWallets
  .filter((wallet): wallet is typeof wallet & { id: Wallet } => wallet.id === "bkash" || wallet.id === "nagad" || wallet.id === "rocket")
  .map((wallet) => ({ wallet: wallet.id, digits: normalisePhone(wallet.number) ?? wallet.number.replace(/\D/g, "") }));

function applicationWallet(paymentNumber: SQL): SQL {
  if (clubNumberDigits.length === 0) return sql`null::text`;
  const cases = clubNumberDigits.map(({ wallet, digits }) => sql`when ${digits} then ${wallet}`);
  return sql`(case regexp_replace(coalesce(${paymentNumber}, ''), '[^0-9]', '', 'g') ${sql.join(cases, sql` `)} else null end)`;
}

interface MatchWindow {
  before: number;
  after: number;
}

/**
 * Every application waiting for its payment to be checked (pending, paid online, not suspected
 * spam), restricted to `ids` when given, with its state and the payment it was compared with. The
 * payment is the one with its transaction ID, of its wallet when there is one (the ID is unique
 * per wallet only).
 */
function matchedApplications(window: MatchWindow, ids?: readonly string[]): SQL {
  const list = ids ? sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `) : undefined;
  const only = list ? sql`and a.id in (${list})` : sql``;
  const onlyRegistrations = list ? sql`and g.id in (${list})` : sql``;
  // Set-based joins (hash joins over the whole tables) rather than a probe per application: the
  // same plan on PGlite, which has no statistics to choose index probes well, and on PostgreSQL.
  return sql`
    select
      p.*,
      case
        -- Payments a reviewer tied by hand (docs/decisions/142): a person decided whose they are, so
        -- only their sum (with the payment of its own ID) against the fee is left to say.
        when p.tied_count > 0 and p.amount_poisha <> p.total_amount::bigint * 100 then 'amount_differs'
        when p.tied_count > 0 then 'matched'
        when p.shared then 'id_used_elsewhere'
        when p.payment_id is null then 'not_received'
        when p.wallet is null or p.payment_wallet <> p.wallet then 'wallet_differs'
        when p.amount_poisha <> p.total_amount::bigint * 100 then 'amount_differs'
        when coalesce(p.received_at, p.added_at) < p.created_at - make_interval(days => ${window.before}::int)
          or coalesce(p.received_at, p.added_at) > p.created_at + make_interval(days => ${window.after}::int) then 'outside_window'
        else 'matched'
      end as state
    from (
      select distinct on (w.id)
        w.kind, w.event_title, w.id, w.reference, w.full_name, w.created_at, w.transaction_id, w.total_amount, w.account_number, w.wallet,
        (s.key is not null) as shared,
        coalesce(r.id, t.first_id) as payment_id, coalesce(r.wallet, t.first_wallet) as payment_wallet,
        (case when r.id is not null and r.application_id is null then r.amount_poisha else 0 end)::bigint + coalesce(t.tied_poisha, 0)::bigint as amount_poisha,
        coalesce(r.sender_number, t.first_sender) as sender_number, coalesce(r.received_at, t.first_received_at) as received_at, coalesce(r.added_at, t.first_added_at) as added_at,
        coalesce(t.tied_count, 0)::int as tied_count
      from (
        select 'application' as kind, null::text as event_title,
          a.id, a.reference, a.full_name, a.created_at, a.transaction_id, a.total_amount, a.account_number,
          upper(btrim(a.transaction_id)) as key,
          ${applicationWallet(sql`a.payment_number`)} as wallet
        from join_requests a
        where a.status = 'pending' and a.payment_type = 'online' and a.suspected_spam_at is null and a.transaction_id is not null ${only}
        union all
        -- A paid event category's registration waiting for its payment: the same
        -- columns, its fee at the time it registered as the amount owed, the payer's account name as the name.
        select 'registration', e.title,
          g.id, g.reference, coalesce(g.account_name, ''), g.created_at, g.transaction_id, g.fee_taka, g.account_number,
          g.transaction_id,
          ${applicationWallet(sql`g.payment_number`)}
        from event_registrations g
        join events e on e.id = g.event_id
        where g.status = 'payment_pending' and g.payment_type = 'online' and g.suspected_spam_at is null and g.transaction_id is not null ${onlyRegistrations}
      ) w
      left join (
        -- An ID claimed more than once: by applications (spam aside) and registrations (spam and cancelled ones aside).
        select k.key
        from (
          select upper(btrim(o.transaction_id)) as key
          from join_requests o
          where o.suspected_spam_at is null and o.transaction_id is not null
          union all
          select q.transaction_id
          from event_registrations q
          where q.suspected_spam_at is null and q.transaction_id is not null and q.status <> 'cancelled'
        ) k
        group by 1
        having count(*) > 1
      ) s on s.key = w.key
      -- A payment set aside is no one's; one tied by hand to another application is that one's.
      left join received_payments r on r.transaction_id = w.key and r.set_aside_at is null
        and (r.application_id is null or (w.kind = 'application' and r.application_id = w.id))
      left join (
        select distinct on (x.application_id) x.application_id,
          count(*) over (partition by x.application_id) as tied_count,
          sum(x.amount_poisha) over (partition by x.application_id) as tied_poisha,
          x.id as first_id, x.wallet as first_wallet, x.sender_number as first_sender, x.received_at as first_received_at, x.added_at as first_added_at
        from received_payments x
        where x.application_id is not null
        order by x.application_id, x.tied_at, x.id
      ) t on w.kind = 'application' and t.application_id = w.id
      -- The payment of the application's own wallet when there is one (an ID is unique per wallet only).
      order by w.id, (r.wallet = w.wallet) desc nulls last, r.added_at, r.id
    ) p`;
}

interface MatchedRow extends Record<string, unknown> {
  kind: MatchKind;
  event_title: string | null;
  id: string;
  reference: string;
  full_name: string;
  created_at: Date | string;
  transaction_id: string;
  total_amount: number;
  account_number: string | null;
  wallet: Wallet | null;
  tied_count: number;
  payment_id: string | null;
  payment_wallet: Wallet | null;
  amount_poisha: number | null;
  sender_number: string | null;
  received_at: Date | string | null;
  state: MatchState;
}

/** The rows of a raw query: node-postgres and PGlite both answer with `rows`. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

async function matchWindow(db: Database): Promise<MatchWindow> {
  const settings = await readPaymentSettings(db);
  return { before: settings.windowDaysBefore, after: settings.windowDaysAfter };
}

/** The applications waiting for verification in one state (or all), a page of them, and the counts of every state. */
export async function listMatches(db: Database, query: MatchListQuery): Promise<MatchPage> {
  const window = await matchWindow(db);
  const [countRows, pageRows] = await Promise.all([
    rowsOf<{ state: MatchState; n: number | string }>(db, sql`select m.state, count(*) as n from (${matchedApplications(window)}) m group by m.state`),
    rowsOf<MatchedRow>(db, sql`
      select m.* from (${matchedApplications(window)}) m
      ${query.state ? sql`where m.state = ${query.state}` : sql``}
      order by m.created_at desc, m.id desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  ]);
  const counts = Object.fromEntries(matchStates.map((state) => [state, 0])) as Record<MatchState, number>;
  for (const row of countRows) counts[row.state] = Number(row.n);
  const rows = pageRows;
  const shared = await sharingReferences(db, rows.filter((row) => row.state === "id_used_elsewhere"));
  return {
    rows: rows.map((row): MatchRow => ({
      id: row.id,
      reference: row.reference,
      fullName: row.full_name,
      submittedAt: iso(row.created_at)!,
      wallet: row.wallet,
      transactionId: row.transaction_id,
      feePoisha: row.total_amount * 100,
      state: row.state,
      payment:
        row.payment_id === null
          ? null
          : {
              id: row.payment_id,
              wallet: row.payment_wallet!,
              amountPoisha: Number(row.amount_poisha),
              senderNumber: row.sender_number,
              receivedAt: iso(row.received_at),
              senderMatches: row.sender_number !== null && row.account_number !== null && normalisePhone(row.account_number) === row.sender_number,
            },
      sharedWith: shared.get(row.id) ?? [],
      ...(Number(row.tied_count) > 0 ? { tiedCount: Number(row.tied_count) } : {}),
      kind: row.kind,
      eventTitle: row.event_title,
    })),
    total: query.state ? counts[query.state] : Object.values(counts).reduce((a, b) => a + b, 0),
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}

/**
 * For each application or registration, the references of the others with its transaction ID:
 * applications (not suspected spam) and registrations (neither spam nor cancelled).
 */
async function sharingReferences(db: Database, rows: readonly MatchedRow[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (rows.length === 0) return result;
  const keys = sql.join(rows.map((row) => sql`(${row.id}::uuid, ${row.transaction_id.trim().toUpperCase()}::text)`), sql`, `);
  const found = await rowsOf<{ id: string; reference: string }>(db, sql`
    select k.id, o.reference
    from (values ${keys}) as k(id, key)
    join (
      select a.id, a.reference, a.created_at, upper(btrim(a.transaction_id)) as key
      from join_requests a
      where a.suspected_spam_at is null and a.transaction_id is not null
      union all
      select g.id, g.reference, g.created_at, g.transaction_id
      from event_registrations g
      where g.suspected_spam_at is null and g.transaction_id is not null and g.status <> 'cancelled'
    ) o on o.key = k.key and o.id <> k.id
    order by o.created_at, o.id`);
  for (const row of found) result.set(row.id, [...(result.get(row.id) ?? []), row.reference]);
  return result;
}

export interface ExactMatch {
  kind: MatchKind;
  eventTitle: string | null;
  id: string;
  reference: string;
  fullName: string;
  transactionId: string;
  paymentId: string;
  amountPoisha: number;
}

/** Every application now in state matched (restricted to `ids` when given), oldest first. */
export async function readExactMatches(db: Database, ids?: readonly string[]): Promise<ExactMatch[]> {
  if (ids && ids.length === 0) return [];
  const window = await matchWindow(db);
  const result = await rowsOf<MatchedRow>(db, sql`
    select m.* from (${matchedApplications(window, ids)}) m where m.state = 'matched' order by m.created_at, m.id`);
  return result.map((row) => ({
    kind: row.kind,
    eventTitle: row.event_title,
    id: row.id,
    reference: row.reference,
    fullName: row.full_name,
    transactionId: row.transaction_id,
    paymentId: row.payment_id!,
    amountPoisha: Number(row.amount_poisha),
  }));
}

export async function readVerifyPreview(db: Database): Promise<VerifyPreview> {
  return { applications: await readExactMatches(db) };
}

/** The states of the given applications now (those not waiting for verification are absent). */
export async function readMatchStates(db: Database, ids: readonly string[]): Promise<Map<string, MatchState>> {
  if (ids.length === 0) return new Map();
  const window = await matchWindow(db);
  const result = await rowsOf<{ id: string; state: MatchState }>(db, sql`select m.id, m.state from (${matchedApplications(window, ids)}) m`);
  return new Map(result.map((row) => [row.id, row.state]));
}

/**
 * Locks the given applications for the rest of the caller's transaction, in id order (as status
 * changes lock them, so two bulk actions cannot deadlock), and returns their references.
 */
export async function lockApplications(tx: Database, ids: readonly string[]): Promise<{ id: string; reference: string }[]> {
  return lockInIdOrder(tx, applications, { id: applications.id, reference: applications.reference }, ids);
}

/**
 * The one shape of every lock here: the rows of `table` with the given ids, in id order (so two
 * changes locking the same rows take turns instead of deadlocking), FOR UPDATE until the caller's
 * transaction ends, with the columns asked for.
 */
async function lockInIdOrder<Fields extends SelectedFields>(
  tx: Database,
  table: typeof applications | typeof eventRegistrations | typeof receivedPayments,
  fields: Fields,
  ids: readonly string[],
): Promise<SelectResultFields<Fields>[]> {
  // One table of three: drizzle types a select on a union of tables poorly, so it is told which rows come back.
  const rows = await tx
    .select(fields as SelectedFields)
    .from(table as typeof applications)
    .where(inArray(table.id, [...ids]))
    .orderBy(asc(table.id))
    .for("update");
  return rows as SelectResultFields<Fields>[];
}

/**
 * Pending online applications (not spam), and payment-pending online registrations of paid event
 * categories (not spam), whose transaction ID is exactly one of the given
 * payments': the auto-verify candidates.
 */
export async function applicationsForPayments(db: Database, paymentIds: readonly string[]): Promise<string[]> {
  if (paymentIds.length === 0) return [];
  const ids = sql.join(paymentIds.map((id) => sql`${id}::uuid`), sql`, `);
  const result = await rowsOf<{ id: string }>(db, sql`
    select distinct a.id
    from received_payments r
    join join_requests a on upper(btrim(a.transaction_id)) = r.transaction_id
    where r.id in (${ids}) and a.status = 'pending' and a.payment_type = 'online' and a.suspected_spam_at is null
    union
    select g.id
    from received_payments r
    join event_registrations g on g.transaction_id = r.transaction_id
    where r.id in (${ids}) and g.status = 'payment_pending' and g.payment_type = 'online' and g.suspected_spam_at is null`);
  return result.map((row) => row.id);
}

/**
 * Locks the given registrations (those that exist) for the rest of the caller's transaction, in id
 * order, and returns their references. Only the registration's row: verifying a payment moves it
 * from one seat-holding status to another, so the event's seat lock is not needed.
 */
export async function lockRegistrations(tx: Database, ids: readonly string[]): Promise<{ id: string; reference: string }[]> {
  return lockInIdOrder(tx, eventRegistrations, { id: eventRegistrations.id, reference: eventRegistrations.reference }, ids);
}

/**
 * Confirms payment-pending registrations whose payment was verified, each with
 * its activity entry naming the payment as evidence; answers those changed.
 */
export async function confirmPaidRegistrations(
  tx: Database,
  evidence: ReadonlyMap<string, string>,
  actor: ActivityActor,
  now = new Date(),
): Promise<string[]> {
  if (evidence.size === 0) return [];
  const changed = await tx
    .update(eventRegistrations)
    .set({ status: "confirmed", paymentVerifiedAt: now })
    .where(and(inArray(eventRegistrations.id, [...evidence.keys()]), eq(eventRegistrations.status, "payment_pending")))
    .returning({ id: eventRegistrations.id });
  // One entry per registration, written in rows of 1,000 (a thousand single inserts took seconds on PGlite).
  const entries = changed.map(({ id }) => ({
    organiserId: actor.id,
    organiserEmail: actor.email,
    action: "registration-confirmed" as const,
    subjectType: "event_registration",
    subjectId: id,
    details: { status: { from: "payment_pending", to: "confirmed" }, paymentVerified: true, payment: evidence.get(id) ?? null },
  }));
  for (let start = 0; start < entries.length; start += insertChunk) await tx.insert(activityLog).values(entries.slice(start, start + insertChunk));
  return changed.map((row) => row.id);
}

// ---------------------------------------------------------------------------------------------
// Received payments, with the application claiming each, or candidates

/**
 * The application each transaction ID belongs to (the first submitted, spam aside), by the ID's
 * normalised form: one pass over the applications, joined to the payments by hash (see matchedApplications).
 */
const claims = sql`(
  select distinct on (upper(btrim(a.transaction_id)))
    upper(btrim(a.transaction_id)) as key, a.id, a.reference, a.full_name, a.status, a.transaction_id
  from join_requests a
  where a.suspected_spam_at is null and a.transaction_id is not null
  order by upper(btrim(a.transaction_id)), a.created_at, a.id
)`;

/** The paid event registration each transaction ID belongs to (spam aside; one not cancelled first, then the first made). */
const registrationClaims = sql`(
  select distinct on (g.transaction_id)
    g.transaction_id as key, g.id, g.reference, g.status, e.title
  from event_registrations g
  join events e on e.id = g.event_id
  where g.suspected_spam_at is null and g.transaction_id is not null
  order by g.transaction_id, (g.status = 'cancelled'), g.created_at, g.id
)`;

interface ReceivedDbRow extends Record<string, unknown> {
  id: string;
  wallet: Wallet;
  amount_poisha: number;
  sender_number: string | null;
  transaction_id: string;
  received_at: Date | string | null;
  source: PaymentSource;
  added_at: Date | string;
  application_id: string | null;
  application_reference: string | null;
  application_name: string | null;
  application_status: ApplicationBrief["status"] | null;
  application_transaction_id: string | null;
  registration_id: string | null;
  registration_reference: string | null;
  registration_status: RegistrationBrief["status"] | null;
  registration_event_title: string | null;
  kind: ReceivedKind;
  tied_application_id: string | null;
  tie_reason: string | null;
  tied_at: Date | string | null;
  tied_by_email: string | null;
  set_aside_reason: string | null;
  set_aside_at: Date | string | null;
  set_aside_by_email: string | null;
}

/** Received payments newest first (by the SMS's time, else when added), all or only those no application claims, none tied or set aside. */
export async function listReceivedPayments(db: Database, query: ReceivedListQuery): Promise<ReceivedPage> {
  const where =
    query.show === "unmatched" ? sql`where r.application_id is null and r.set_aside_at is null and app.key is null and reg.key is null` : sql``;
  const [totals, page] = await Promise.all([
    rowsOf<{ n: number | string }>(db, sql`
      select count(*) as n from received_payments r
      left join ${claims} app on app.key = r.transaction_id
      left join ${registrationClaims} reg on reg.key = r.transaction_id and app.key is null
      ${where}`),
    rowsOf<ReceivedDbRow>(db, sql`
      select r.id, r.wallet, r.amount_poisha, r.sender_number, r.transaction_id, r.received_at, r.source, r.added_at, r.kind,
        r.application_id as tied_application_id, r.tie_reason, r.tied_at, r.tied_by_email, r.set_aside_reason, r.set_aside_at, r.set_aside_by_email,
        coalesce(ta.id, app.id) as application_id, coalesce(ta.reference, app.reference) as application_reference,
        coalesce(ta.full_name, app.full_name) as application_name,
        coalesce(ta.status, app.status) as application_status, coalesce(ta.transaction_id, app.transaction_id) as application_transaction_id,
        reg.id as registration_id, reg.reference as registration_reference, reg.status as registration_status, reg.title as registration_event_title
      from received_payments r
      left join ${claims} app on app.key = r.transaction_id
      left join ${registrationClaims} reg on reg.key = r.transaction_id and app.key is null
      left join join_requests ta on ta.id = r.application_id
      ${where}
      order by coalesce(r.received_at, r.added_at) desc, r.id desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  ]);
  const unclaimed = page.filter((row) => row.application_id === null && row.registration_id === null && row.set_aside_at === null);
  const candidates = unclaimed.length > 0 ? await findCandidates(db, unclaimed) : new Map<string, Candidate[]>();
  return {
    rows: page.map((row): ReceivedPaymentRow => ({
      id: row.id,
      wallet: row.wallet,
      amountPoisha: Number(row.amount_poisha),
      senderNumber: row.sender_number,
      transactionId: row.transaction_id,
      receivedAt: iso(row.received_at),
      source: row.source,
      addedAt: iso(row.added_at)!,
      application:
        row.application_id === null
          ? null
          : {
              id: row.application_id,
              reference: row.application_reference!,
              fullName: row.application_name!,
              status: row.application_status!,
              transactionId: row.application_transaction_id,
            },
      candidates: candidates.get(row.id) ?? [],
      registration:
        row.registration_id === null || row.tied_application_id !== null
          ? null
          : {
              id: row.registration_id,
              reference: row.registration_reference!,
              eventTitle: row.registration_event_title!,
              status: row.registration_status!,
            },
      kind: row.kind,
      tie: row.tied_application_id === null ? null : { reason: row.tie_reason ?? "", at: iso(row.tied_at)!, byEmail: row.tied_by_email },
      setAside: row.set_aside_at === null ? null : { reason: row.set_aside_reason ?? "", at: iso(row.set_aside_at)!, byEmail: row.set_aside_by_email },
    })),
    total: Number(totals[0]?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A received payment as its export lists it, with the application it went to and each decision about it. */
export interface ReceivedExportRow {
  id: string;
  createdAt: Date;
  wallet: Wallet;
  amountPoisha: number;
  senderNumber: string | null;
  transactionId: string;
  receivedAt: Date | null;
  source: PaymentSource;
  kind: ReceivedKind;
  addedByEmail: string | null;
  /** The application it is tied to by hand, else the first whose transaction ID it carries (not when set aside). */
  applicationReference: string | null;
  tiedByHand: boolean;
  tieReason: string | null;
  tiedByEmail: string | null;
  tiedAt: Date | null;
  setAsideReason: string | null;
  setAsideByEmail: string | null;
  setAsideAt: Date | null;
}

/**
 * One batch of the received payments' export, newest added first, after the given row (inBatches):
 * the (added_at, id) index walks it, and each row's application is one probe of the transaction-ID
 * index, so a batch costs the same at 10,000 payments as at 100.
 */
export async function readReceivedExportBatch(db: Database, after: { createdAt: Date; id: string } | undefined, limit: number): Promise<ReceivedExportRow[]> {
  const afterCursor = after
    ? sql`where (r.added_at, r.id) < (coalesce((select c.added_at from received_payments c where c.id = ${after.id}::uuid), ${after.createdAt.toISOString()}::timestamptz), ${after.id}::uuid)`
    : sql``;
  type ExportDbRow = Pick<
    ReceivedDbRow,
    | "id"
    | "added_at"
    | "wallet"
    | "amount_poisha"
    | "sender_number"
    | "transaction_id"
    | "received_at"
    | "source"
    | "kind"
    | "tie_reason"
    | "tied_by_email"
    | "tied_at"
    | "set_aside_reason"
    | "set_aside_by_email"
    | "set_aside_at"
  > & { added_by_email: string | null; tied_reference: string | null; claim_reference: string | null };
  const rows = await rowsOf<ExportDbRow>(db, sql`
    select r.id, r.added_at, r.wallet, r.amount_poisha, r.sender_number, r.transaction_id, r.received_at, r.source, r.kind, r.added_by_email,
      ta.reference as tied_reference, claim.reference as claim_reference,
      r.tie_reason, r.tied_by_email, r.tied_at, r.set_aside_reason, r.set_aside_by_email, r.set_aside_at
    from received_payments r
    left join join_requests ta on ta.id = r.application_id
    left join lateral (
      select a.reference from join_requests a
      where upper(btrim(a.transaction_id)) = r.transaction_id and a.suspected_spam_at is null
        and r.application_id is null and r.set_aside_at is null
      order by a.created_at, a.id
      limit 1
    ) claim on true
    ${afterCursor}
    order by r.added_at desc, r.id desc
    limit ${limit}`);
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.added_at),
    wallet: row.wallet,
    amountPoisha: Number(row.amount_poisha),
    senderNumber: row.sender_number,
    transactionId: row.transaction_id,
    receivedAt: date(row.received_at),
    source: row.source,
    kind: row.kind,
    addedByEmail: row.added_by_email,
    applicationReference: row.tied_reference ?? row.claim_reference,
    tiedByHand: row.tied_at !== null,
    tieReason: row.tie_reason,
    tiedByEmail: row.tied_by_email,
    tiedAt: date(row.tied_at),
    setAsideReason: row.set_aside_reason,
    setAsideByEmail: row.set_aside_by_email,
    setAsideAt: date(row.set_aside_at),
  }));
}

// ---------------------------------------------------------------------------------------------
// Tie, join and set aside by hand. Each locks the payments it changes (in id
// order) and is written with its activity entry in the caller's unit of work.

export type ManualResult<T> = { ok: true; value: T } | { ok: false; status: 404 | 409; message: string };

interface LockedPayment {
  id: string;
  transactionId: string;
  amountPoisha: number;
  applicationId: string | null;
  setAsideAt: Date | null;
}

async function lockPayments(tx: Database, ids: readonly string[]): Promise<LockedPayment[]> {
  const fields = {
    id: receivedPayments.id,
    transactionId: receivedPayments.transactionId,
    amountPoisha: receivedPayments.amountPoisha,
    applicationId: receivedPayments.applicationId,
    setAsideAt: receivedPayments.setAsideAt,
  };
  return lockInIdOrder(tx, receivedPayments, fields, ids);
}

/**
 * Ties one or more received payments to one application (a typo'd ID, a friend's number; two or
 * more joined make one fee), with the reviewer's reason. Refused when a payment is set aside or tied
 * to another application; a payment tied to this one already is left as it was.
 */
export async function tiePayments(
  tx: Database,
  input: { paymentIds: readonly string[]; applicationId?: string; reference?: string; reason: string },
  actor: ActivityActor,
): Promise<ManualResult<TieAnswer & { totalPoisha: number; joined: number }>> {
  const [application] = await tx
    .select({ id: applications.id, reference: applications.reference, paymentType: applications.paymentType })
    .from(applications)
    .where(input.applicationId ? eq(applications.id, input.applicationId) : eq(applications.reference, input.reference ?? ""))
    .limit(1);
  if (!application) return { ok: false, status: 404, message: manualMessages.applicationNotFound };
  if (application.paymentType !== "online") return { ok: false, status: 409, message: manualMessages.cash };
  const ids = [...new Set(input.paymentIds)];
  const locked = await lockPayments(tx, ids);
  if (locked.length !== ids.length) return { ok: false, status: 404, message: manualMessages.paymentNotFound };
  for (const payment of locked) {
    if (payment.setAsideAt !== null) return { ok: false, status: 409, message: manualMessages.setAside(payment.transactionId) };
    if (payment.applicationId !== null && payment.applicationId !== application.id) {
      const [other] = await tx.select({ reference: applications.reference }).from(applications).where(eq(applications.id, payment.applicationId));
      return { ok: false, status: 409, message: manualMessages.tiedElsewhere(payment.transactionId, other?.reference ?? "another application") };
    }
  }
  const fresh = locked.filter((payment) => payment.applicationId === null).map((payment) => payment.id);
  if (fresh.length > 0) {
    await tx
      .update(receivedPayments)
      .set({ applicationId: application.id, tieReason: input.reason, tiedAt: sql`now()`, tiedBy: actor.id, tiedByEmail: actor.email })
      .where(inArray(receivedPayments.id, fresh));
  }
  const [all] = await tx
    .select({ n: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${receivedPayments.amountPoisha}), 0)::bigint` })
    .from(receivedPayments)
    .where(eq(receivedPayments.applicationId, application.id));
  return {
    ok: true,
    value: { application: { id: application.id, reference: application.reference }, tied: fresh.length, joined: Number(all?.n ?? 0), totalPoisha: Number(all?.total ?? 0) },
  };
}

/** Undoes a tie: the payment is nobody's again (or its own ID's application's). Answers the application it was tied to. */
export async function untiePayment(tx: Database, id: string): Promise<ManualResult<{ applicationId: string }>> {
  const [payment] = await lockPayments(tx, [id]);
  if (!payment) return { ok: false, status: 404, message: manualMessages.paymentNotFound };
  if (payment.applicationId === null) return { ok: false, status: 409, message: manualMessages.notTied };
  await tx
    .update(receivedPayments)
    .set({ applicationId: null, tieReason: null, tiedAt: null, tiedBy: null, tiedByEmail: null })
    .where(eq(receivedPayments.id, id));
  return { ok: true, value: { applicationId: payment.applicationId } };
}

/** Sets a received entry aside as no membership fee (Cash In, a refund, a personal transfer), with why. */
export async function setPaymentAside(tx: Database, id: string, reason: string, actor: ActivityActor): Promise<ManualResult<{ kind: ReceivedKind }>> {
  const [payment] = await lockPayments(tx, [id]);
  if (!payment) return { ok: false, status: 404, message: manualMessages.paymentNotFound };
  if (payment.applicationId !== null) return { ok: false, status: 409, message: manualMessages.tied };
  const [row] = await tx
    .update(receivedPayments)
    .set({ setAsideReason: reason, setAsideAt: sql`now()`, setAsideBy: actor.id, setAsideByEmail: actor.email })
    .where(eq(receivedPayments.id, id))
    .returning({ kind: receivedPayments.kind });
  return { ok: true, value: { kind: row!.kind as ReceivedKind } };
}

/** Undoes a set-aside (the reader's or a reviewer's): the payment counts again. */
export async function undoPaymentAside(tx: Database, id: string): Promise<ManualResult<{ kind: ReceivedKind }>> {
  const [payment] = await lockPayments(tx, [id]);
  if (!payment) return { ok: false, status: 404, message: manualMessages.paymentNotFound };
  if (payment.setAsideAt === null) return { ok: false, status: 409, message: manualMessages.notSetAside };
  const [row] = await tx
    .update(receivedPayments)
    .set({ setAsideReason: null, setAsideAt: null, setAsideBy: null, setAsideByEmail: null })
    .where(eq(receivedPayments.id, id))
    .returning({ kind: receivedPayments.kind });
  return { ok: true, value: { kind: row!.kind as ReceivedKind } };
}

/**
 * An application's money for its console page: every received payment tied to it (by hand, or by
 * its transaction ID when not set aside or tied elsewhere), what they add up to against the fee,
 * and its match state while it waits for verification; undefined when there is no such application.
 */
export async function readApplicationMoney(db: Database, applicationId: string): Promise<ApplicationMoney | undefined> {
  const [application] = await db
    .select({ id: applications.id, totalAmount: applications.totalAmount, transactionId: applications.transactionId })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!application) return undefined;
  const key = application.transactionId?.trim().toUpperCase() ?? "";
  const payments = await rowsOf<{
    id: string;
    wallet: Wallet;
    amount_poisha: number;
    sender_number: string | null;
    transaction_id: string;
    received_at: Date | string | null;
    kind: ReceivedKind;
    application_id: string | null;
    tie_reason: string | null;
    tied_at: Date | string | null;
    tied_by_email: string | null;
  }>(db, sql`
    select r.id, r.wallet, r.amount_poisha, r.sender_number, r.transaction_id, r.received_at, r.kind, r.application_id, r.tie_reason, r.tied_at, r.tied_by_email
    from received_payments r
    where r.application_id = ${application.id}::uuid
      or (r.transaction_id = ${key} and ${key} <> '' and r.application_id is null and r.set_aside_at is null)
    order by coalesce(r.received_at, r.added_at), r.id`);
  const [state] = (await readMatchStateRows(db, [application.id])) ?? [];
  const feePoisha = application.totalAmount * 100;
  const listed = payments.map((row) => ({
    id: row.id,
    wallet: row.wallet,
    amountPoisha: Number(row.amount_poisha),
    senderNumber: row.sender_number,
    transactionId: row.transaction_id,
    receivedAt: iso(row.received_at),
    kind: row.kind,
    how: row.application_id === null ? ("transaction_id" as const) : ("by_hand" as const),
    tie: row.application_id === null ? null : ({ reason: row.tie_reason ?? "", at: iso(row.tied_at)!, byEmail: row.tied_by_email } satisfies ManualDecision),
  }));
  const receivedPoisha = listed.reduce((sum, payment) => sum + payment.amountPoisha, 0);
  const shared = state?.state === "id_used_elsewhere" ? ((await sharingReferences(db, [state])).get(application.id) ?? []) : [];
  return {
    feePoisha,
    receivedPoisha,
    state: state?.state ?? null,
    stateText: state ? moneyStateText(state.state, Number(state.amount_poisha ?? 0), feePoisha) : null,
    payments: listed,
    sharedWith: shared,
  };
}

async function readMatchStateRows(db: Database, ids: readonly string[]): Promise<MatchedRow[]> {
  const window = await matchWindow(db);
  return rowsOf<MatchedRow>(db, sql`select m.* from (${matchedApplications(window, ids)}) m where m.kind = 'application'`);
}

/** At most this many candidates are offered for one payment. */
const maxCandidates = 5;

/**
 * What an unclaimed payment may belong to: pending online applications and online paid event
 * registrations still waiting for their payment (not spam), whose transaction ID is one or two edits
 * from the payment's, or whose wallet number (account_number, the payer's own) is the payment's
 * sender. The distances are computed here rather than in SQL: PostgreSQL's levenshtein() is in the
 * fuzzystrmatch extension, which an installation may lack, and a bounded comparison over 20,000
 * short IDs takes milliseconds.
 */
async function findCandidates(db: Database, payments: readonly ReceivedDbRow[]): Promise<Map<string, Candidate[]>> {
  const waiting = await rowsOf<{
    kind: Candidate["kind"];
    id: string;
    reference: string;
    label: string;
    transaction_id: string;
    account_number: string | null;
    created_at: Date | string;
  }>(db, sql`
    select 'application' as kind, a.id, a.reference, a.full_name as label, a.transaction_id, a.account_number, a.created_at
    from join_requests a
    where a.status = 'pending' and a.payment_type = 'online' and a.suspected_spam_at is null and a.transaction_id is not null
    union all
    select 'registration' as kind, g.id, g.reference, e.title as label, g.transaction_id, g.account_number, g.created_at
    from event_registrations g
    join events e on e.id = g.event_id
    where g.status = 'payment_pending' and g.payment_type = 'online' and g.suspected_spam_at is null and g.transaction_id is not null
    order by created_at desc, id desc`);
  const claimants = waiting.map((row) => ({
    ...row,
    key: row.transaction_id.trim().toUpperCase(),
    phone: row.account_number === null ? null : normalisePhone(row.account_number),
  }));
  const result = new Map<string, Candidate[]>();
  for (const payment of payments) {
    const found: Candidate[] = [];
    for (const claimant of claimants) {
      const reasons: Candidate["reasons"] = [];
      const distance = boundedEditDistance(claimant.key, payment.transaction_id, 2);
      if (distance >= 1 && distance <= 2) reasons.push("similar_id");
      if (payment.sender_number !== null && claimant.phone === payment.sender_number) reasons.push("same_sender");
      if (reasons.length === 0) continue;
      const brief = { id: claimant.id, reference: claimant.reference, transactionId: claimant.transaction_id, reasons };
      found.push(
        claimant.kind === "application"
          ? { kind: "application", ...brief, fullName: claimant.label, status: "pending" }
          : { kind: "registration", ...brief, eventTitle: claimant.label, status: "payment_pending" },
      );
    }
    // Both reasons first, then a near ID, then the same sender; newest first within each.
    const rank = (c: Candidate) => (c.reasons.length === 2 ? 0 : c.reasons[0] === "similar_id" ? 1 : 2);
    result.set(payment.id, found.sort((a, b) => rank(a) - rank(b)).slice(0, maxCandidates));
  }
  return result;
}

/**
 * The Levenshtein distance of `a` and `b` when it is at most `limit`, else limit + 1: one row of
 * the table at a time, and given up as soon as a whole row exceeds the limit.
 */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > limit) return limit + 1;
    previous = current;
  }
  const distance = previous[b.length]!;
  return distance > limit ? limit + 1 : distance;
}
