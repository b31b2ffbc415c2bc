import { sql } from "drizzle-orm";
import { memberCardPath } from "#features/members/rules.ts";
import type { ApplicationStatus, TellBatch, TellMailState, ToldAnswer } from "./contract.ts";
import { asLang } from "#shared/submission-language.ts";
import type { Database } from "#server/db/client.ts";
import type { ActivityActor } from "#features/activity/contract.ts";

/**
 * The "Tell them" page's data: the status changes of one click (their
 * `batch_id`), each applicant's contact and language for a WhatsApp letter, whether an organiser
 * marked them told, and the state of the e-mail written of the change when e-mail was on.
 */

/** The rows of a raw query: node-postgres and PGlite both answer with `rows`. */
async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** Notes on each change the outbox row of the e-mail telling its applicant. */
export async function noteStatusMail(tx: Database, notes: readonly { changeId: string; mailId: string }[]): Promise<void> {
  if (notes.length === 0) return;
  const values = sql.join(notes.map((note) => sql`(${note.changeId}::uuid, ${note.mailId}::uuid)`), sql`, `);
  await tx.execute(sql`
    update join_request_status_changes c set mail_id = v.mail_id
    from (values ${values}) as v(change_id, mail_id)
    where c.id = v.change_id`);
}

/** An outbox row's state as the page says it: a row being tried again is still waiting. */
function mailState(state: string | null): TellMailState | null {
  if (state === null) return null;
  return state === "sent" ? "sent" : state === "failed" ? "failed" : "waiting";
}

/** One click's changes, oldest application first; undefined when no change has this batch. Suspected spam is left out, as from e-mail. */
export async function readTellBatch(db: Database, batchId: string): Promise<TellBatch | undefined> {
  const rows = await rowsOf<{
    change_id: string;
    application_id: string;
    to_status: ApplicationStatus;
    reason: string | null;
    created_at: Date | string;
    organiser_email: string | null;
    told_at: Date | string | null;
    told_by_email: string | null;
    full_name: string;
    reference: string;
    phone: string | null;
    lang: string;
    status: ApplicationStatus;
    suspected_spam_at: Date | string | null;
    member_number: string | null;
    card_token: string | null;
    mail_state: string | null;
  }>(db, sql`
    select c.id as change_id, c.join_request_id as application_id, c.to_status, c.reason, c.created_at, c.organiser_email,
      c.told_at, t.email as told_by_email,
      a.full_name, a.reference, a.phone, a.lang, a.status, a.suspected_spam_at,
      m.member_number, m.card_token, o.state as mail_state
    from join_request_status_changes c
    join join_requests a on a.id = c.join_request_id
    left join organisers t on t.id = c.told_by
    left join members m on m.join_request_id = a.id
    left join mail_outbox o on o.id = c.mail_id
    where c.batch_id = ${batchId}::uuid
    order by a.created_at, a.id`);
  const first = rows[0];
  if (!first) return undefined;
  return {
    batchId,
    status: first.to_status,
    changedAt: iso(first.created_at)!,
    changedByEmail: first.organiser_email,
    people: rows
      .filter((row) => row.suspected_spam_at === null)
      .map((row) => ({
        changeId: row.change_id,
        applicationId: row.application_id,
        fullName: row.full_name,
        reference: row.reference,
        phone: row.phone,
        lang: asLang(row.lang),
        status: row.to_status,
        // Only a rejection's reason is the applicant's to read; others are the organisers' note.
        reason: row.to_status === "rejected" ? row.reason : null,
        currentStatus: row.status,
        memberNumber: row.to_status === "approved" ? row.member_number : null,
        memberCardPath: row.to_status === "approved" && row.card_token ? memberCardPath(row.card_token) : null,
        toldAt: iso(row.told_at),
        toldByEmail: row.told_by_email,
        mail: mailState(row.mail_state),
      })),
  };
}

/**
 * Marks one change's applicant told (on WhatsApp), once: a second mark keeps the first time.
 * Answers the application and status for the activity entry, or undefined when the change is not in the batch.
 */
export async function markTold(
  tx: Database,
  batchId: string,
  changeId: string,
  actor: ActivityActor,
): Promise<(ToldAnswer & { applicationId: string; status: ApplicationStatus; first: boolean }) | undefined> {
  const [row] = await rowsOf<{ application_id: string; to_status: ApplicationStatus; told_at: Date | string; first: boolean }>(tx, sql`
    update join_request_status_changes c
    set told_at = coalesce(c.told_at, now()), told_by = case when c.told_at is null then ${actor.id}::uuid else c.told_by end
    from (select id, told_at is null as first from join_request_status_changes where id = ${changeId}::uuid and batch_id = ${batchId}::uuid for update) p
    where c.id = p.id
    returning c.join_request_id as application_id, c.to_status, c.told_at, p.first`);
  if (!row) return undefined;
  return { changeId, toldAt: iso(row.told_at)!, applicationId: row.application_id, status: row.to_status, first: row.first };
}
