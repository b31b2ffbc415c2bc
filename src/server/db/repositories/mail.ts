import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Lang } from "#shared/lang.ts";
import { asLang } from "#shared/submission-language.ts";
import type { Database } from "../client.ts";
import { mailOutbox, organiserNotifications, organisers } from "../schema.ts";
import type { MailDeliveryState, MailKind, NotificationSettings } from "#shared/console/mail.ts";

// E-mail: the outbox, and which organisers are told of new submissions.

/** A file sent with an e-mail, kept base64-encoded in the outbox row. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
  /**
   * Shown inside the message rather than attached: the worker sends an HTML part with this image
   * (`<img src="cid:...">`) beside the plain text. A ticket's QR code.
   */
  cid?: string;
  /**
   * A certificate's PDF, drawn by the worker when it sends: the outbox keeps its
   * code, not its bytes (`content` is empty), and a certificate withdrawn meanwhile is not attached.
   */
  certificateCode?: string;
}

/** One e-mail as the code that causes it writes it. */
export interface OutgoingMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /** The language it is written in; English when left out. */
  lang?: Lang;
}

/** A row the worker has claimed: what it needs to send it. */
export interface ClaimedMail {
  id: string;
  messageId: string;
  recipient: string;
  subject: string;
  textBody: string;
  attachments: MailAttachment[];
  attempts: number;
  lang: Lang;
}

/**
 * Writes e-mail to the outbox with the caller's transaction, so it exists exactly when what caused it
 * does. Each gets its Message-ID now: every attempt sends the same one, so a receiving server or
 * mail program that sees it twice (a crash after the SMTP server accepted it) can tell.
 */
export async function enqueueMail(tx: Database, mails: OutgoingMail[], messageIdDomain: string): Promise<string[]> {
  if (mails.length === 0) return [];
  const ids = mails.map(() => randomUUID());
  await tx.insert(mailOutbox).values(
    mails.map((mail, index) => {
      const id = ids[index]!;
      return {
        id,
        messageId: `<${id}@${messageIdDomain}>`,
        kind: mail.kind,
        recipient: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        attachments: mail.attachments ?? [],
        lang: mail.lang ?? "en",
      };
    }),
  );
  return ids;
}

/**
 * Claims up to `limit` due e-mails for `leaseMs`: rows another process is claiming at this moment are
 * skipped (FOR UPDATE SKIP LOCKED), and a claimed row is not due again until its lease ends, so a
 * process that dies between claim and send only delays its rows. Each claim counts as an attempt.
 */
export async function claimDueMail(db: Database, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  type Row = {
    id: string;
    message_id: string;
    recipient: string;
    subject: string;
    text_body: string;
    attachments: MailAttachment[];
    attempts: number;
    lang: string;
  };
  const result = (await db.execute(sql`
    update ${mailOutbox}
    set claimed_until = now() + ${leaseMs} * interval '1 millisecond', attempts = attempts + 1
    where id in (
      select id from ${mailOutbox}
      where state = 'pending' and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
      -- Letters to a group and reminders go after every other due e-mail (docs/decisions/145): a
      -- confirmation is not kept waiting behind 5,000 of them.
      order by (kind in ('announcement', 'event-reminder')), next_attempt_at, created_at
      limit ${limit}
      for update skip locked
    )
    returning id, message_id, recipient, subject, text_body, attachments, attempts, lang`)) as unknown as { rows: Row[] };
  return result.rows.map((row) => ({
    id: row.id,
    messageId: row.message_id,
    recipient: row.recipient,
    subject: row.subject,
    textBody: row.text_body,
    attachments: row.attachments,
    attempts: row.attempts,
    lang: asLang(row.lang),
  }));
}

/** The SMTP server accepted it. */
export async function markSent(db: Database, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ state: "sent", sentAt: sql`now()`, claimedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** It was refused or could not be sent: try again at `retryAt`, or give up (failed) when that is null. */
export async function markAttemptFailed(db: Database, id: string, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryAt === null
        ? { state: "failed", claimedUntil: null, lastError: error }
        : { nextAttemptAt: retryAt, claimedUntil: null, lastError: error },
    )
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, "pending")));
}

export interface MailDeliveryRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  state: MailDeliveryState;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
  createdAt: Date;
}

/** Deliveries in the given states, newest first, for the console's Mail page. */
export async function listDeliveries(db: Database, states: MailDeliveryState[], limit: number): Promise<MailDeliveryRow[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      state: mailOutbox.state,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      sentAt: mailOutbox.sentAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.state, states))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, state: row.state as MailDeliveryState }));
}

/** How many deliveries are in each state. */
export async function countDeliveries(db: Database): Promise<Record<MailDeliveryState, number>> {
  const rows = await db
    .select({ state: mailOutbox.state, count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .groupBy(mailOutbox.state);
  const counts: Record<MailDeliveryState, number> = { pending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.state as MailDeliveryState] = Number(row.count);
  return counts;
}

/**
 * An admin asks for another try: a failed or waiting delivery becomes due now with a fresh count of
 * attempts. A delivery being sent at this moment (claimed, lease running) or already sent is left
 * alone: false.
 */
export async function retryDelivery(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ state: "pending", attempts: 0, nextAttemptAt: sql`now()`, claimedUntil: null })
    .where(
      and(
        eq(mailOutbox.id, id),
        sql`${mailOutbox.state} <> 'sent'`,
        sql`(${mailOutbox.claimedUntil} is null or ${mailOutbox.claimedUntil} < now())`,
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** The kinds of submission an organiser may ask to be told of; each is a column of organiser_notifications. */
export type NotificationKind = keyof NotificationSettings;

/** The addresses of enabled organisers, of one of `roles`, who asked to be told of this kind. */
export async function organisersToNotify(tx: Database, kind: NotificationKind, roles: readonly string[]): Promise<string[]> {
  const rows = await tx
    .select({ email: organisers.email })
    .from(organiserNotifications)
    .innerJoin(organisers, eq(organisers.id, organiserNotifications.organiserId))
    .where(and(eq(organiserNotifications[kind], true), eq(organisers.disabled, false), inArray(organisers.role, [...roles])));
  return rows.map((row) => row.email);
}

export async function readNotificationSettings(db: Database, organiserId: string): Promise<NotificationSettings> {
  const [row] = await db
    .select({
      applications: organiserNotifications.applications,
      registrations: organiserNotifications.registrations,
      messages: organiserNotifications.messages,
    })
    .from(organiserNotifications)
    .where(eq(organiserNotifications.organiserId, organiserId));
  return row ?? { applications: false, registrations: false, messages: false };
}

export async function saveNotificationSettings(db: Database, organiserId: string, settings: NotificationSettings): Promise<void> {
  await db
    .insert(organiserNotifications)
    .values({ organiserId, ...settings })
    .onConflictDoUpdate({ target: organiserNotifications.organiserId, set: { ...settings, updatedAt: new Date() } });
}
