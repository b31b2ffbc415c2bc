import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { AnnouncementAudience, AnnouncementCounts, AnnouncementInput } from "./contract.ts";
import type { Lang } from "#shared/lang.ts";
import { normaliseFormFields, type FormField } from "#shared/registration-form-fields.ts";
import { registrantName } from "#features/registrations/rules.ts";
import type { Database } from "#server/db/client.ts";
import {
  announcementRecipients,
  announcements,
  eventCategories,
  eventRegistrationForms,
  eventRegistrations,
  events,
  mailOutbox,
  mailUnsubscribes,
} from "#server/db/schema.ts";

// Letters organisers write to a group. Everything is set-based: the group is
// chosen, its recipients written, their unsubscribe tokens made and their e-mail put in the outbox by
// INSERT ... SELECT statements, so 5,000 people never pass through the server's memory.

/** The group's people as rows of (registration or application, name, e-mail, phone, lang). */
function audienceQuery(to: AnnouncementAudience): SQL {
  if (to.audience === "members") {
    return sql`
      select null::uuid as registration_id, a.id as join_request_id, a.full_name as name,
        nullif(lower(btrim(a.email)), '') as email, nullif(btrim(a.phone), '') as phone, a.lang as lang
      from join_requests a
      join members m on m.join_request_id = a.id
      where a.status = 'approved' and a.email not like '%@erased.invalid'`;
  }
  const group: SQL =
    to.group === "all"
      ? sql`r.status in ('confirmed', 'payment_pending', 'waitlisted')`
      : to.group === "checked_in"
        ? sql`r.checked_in_at is not null and r.status <> 'cancelled'`
        : to.group === "not_checked_in"
          ? sql`r.checked_in_at is null and r.status in ('confirmed', 'payment_pending')`
          : to.group === "waitlisted"
            ? sql`r.status = 'waitlisted'`
            : sql`r.category_id = ${to.categoryId ?? null}::uuid and r.status in ('confirmed', 'payment_pending', 'waitlisted')`;
  return sql`
    select r.id as registration_id, null::uuid as join_request_id, null::text as name,
      nullif(lower(btrim(r.contact_email)), '') as email, r.contact_phone as phone, r.lang as lang
    from event_registrations r
    where r.event_id = ${to.eventId}::uuid and r.erased_at is null and r.suspected_spam_at is null and ${group}`;
}

/** How each would be reached: e-mail unless they unsubscribed; WhatsApp without e-mail (or with it off); else nobody. */
function channelOf(mailEnabled: boolean): SQL {
  return sql`case
    when p.email is not null and exists (select 1 from mail_unsubscribes u where u.email = p.email and u.unsubscribed_at is not null) then 'unsubscribed'
    when p.email is not null and ${mailEnabled} then 'email'
    when p.phone is not null then 'whatsapp'
    else 'unreachable' end`;
}

/** Whether the event (and category) exist: an unknown one is refused before anything is written. */
export async function audienceExists(db: Database, to: AnnouncementAudience): Promise<"ok" | "event" | "category"> {
  if (to.audience === "members") return "ok";
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, to.eventId));
  if (!event) return "event";
  if (to.group === "category") {
    const [form] = await db
      .select({ id: eventRegistrationForms.id })
      .from(eventRegistrationForms)
      .where(and(eq(eventRegistrationForms.eventId, to.eventId), eq(eventRegistrationForms.categoryId, to.categoryId!)))
      .limit(1);
    if (!form) return "category";
  }
  return "ok";
}

const emptyCounts = (): AnnouncementCounts => ({ total: 0, email: 0, whatsapp: 0, unsubscribed: 0, unreachable: 0 });

/** The group's size by channel, and the letter the preview shows: English when anyone reads English, else Bangla. */
export async function previewAudience(db: Database, to: AnnouncementAudience, mailEnabled: boolean): Promise<{ counts: AnnouncementCounts; firstLang: Lang | null }> {
  const result = (await db.execute(sql`
    select channel, count(*)::int as n, max(lang) as lang
    from (select ${channelOf(mailEnabled)} as channel, p.lang from (${audienceQuery(to)}) p) c
    group by channel`)) as unknown as { rows: { channel: keyof AnnouncementCounts; n: number; lang: string }[] };
  const counts = emptyCounts();
  let firstLang: Lang | null = null;
  for (const row of result.rows) {
    counts[row.channel] = Number(row.n);
    counts.total += Number(row.n);
    if (row.channel === "email" || firstLang === null) firstLang = row.lang === "bn" ? "bn" : "en";
  }
  return { counts, firstLang };
}

export interface LetterTemplate {
  /** Appended to the organiser's text before the person's unsubscribe address. */
  footer: string;
  footerBn: string;
  /** The site's address and the unsubscribe page's path in each language; the token follows. */
  unsubscribeBase: string;
  unsubscribeBaseBn: string;
  messageIdDomain: string;
  /** The server's secret of unsubscribe links: an address's token is SHA-256 of secret, address, secret. */
  tokenSecret: string;
}

/** An address's unsubscribe token, in SQL: the same every time, unguessable without the server's secret. */
const tokenOf = (email: SQL, secret: string) => sql`encode(sha256(convert_to(${secret} || ${email} || ${secret}, 'UTF8')), 'hex')`;

/**
 * Writes the announcement, one recipient row per person, an unsubscribe token for each new address
 * and one outbox row per e-mail, in the caller's transaction. Answers the row's id and the counts.
 */
export async function createAnnouncement(
  tx: Database,
  input: AnnouncementInput,
  organiser: { id: string; email: string },
  mailEnabled: boolean,
  template: LetterTemplate,
): Promise<{ id: string; counts: AnnouncementCounts }> {
  const { to, letter } = input;
  const [row] = await tx
    .insert(announcements)
    .values({
      organiserId: organiser.id,
      organiserEmail: organiser.email,
      audience: to.audience,
      eventId: to.audience === "registrants" ? to.eventId : null,
      audienceGroup: to.audience === "registrants" ? to.group : null,
      categoryId: to.audience === "registrants" && to.group === "category" ? to.categoryId! : null,
      subject: letter.subject,
      body: letter.body,
      subjectBn: letter.subjectBn,
      bodyBn: letter.bodyBn,
    })
    .returning({ id: announcements.id });
  const id = row!.id;
  await tx.execute(sql`
    insert into announcement_recipients (announcement_id, registration_id, join_request_id, name, email, phone, lang, channel, outbox_id)
    select ${id}::uuid, c.registration_id, c.join_request_id, c.name, c.email, c.phone, c.lang, c.channel,
      case when c.channel = 'email' then gen_random_uuid() end
    from (select p.*, ${channelOf(mailEnabled)} as channel from (${audienceQuery(to)}) p) c`);
  if (mailEnabled) {
    // No join with the rows just written (their statistics are not known yet, and a join planned as
    // if they were few took a minute for 5,000 on PGlite): each e-mail's token is computed from its
    // address, and its row in mail_unsubscribes (for the page to find) is made if new.
    await tx.execute(sql`
      insert into mail_unsubscribes (email, token)
      select distinct r.email, ${tokenOf(sql`r.email`, template.tokenSecret)}
      from announcement_recipients r
      where r.announcement_id = ${id}::uuid and r.channel = 'email'
      on conflict (email) do nothing`);
    await tx.execute(sql`
      insert into mail_outbox (id, message_id, kind, recipient, subject, text_body, lang)
      select r.outbox_id, '<' || r.outbox_id::text || '@' || ${template.messageIdDomain} || '>', 'announcement', r.email,
        case when r.lang = 'bn' then ${letter.subjectBn} else ${letter.subject} end,
        case when r.lang = 'bn' then ${letter.bodyBn} || ${template.footerBn} || ${template.unsubscribeBaseBn} || ${tokenOf(sql`r.email`, template.tokenSecret)}
          else ${letter.body} || ${template.footer} || ${template.unsubscribeBase} || ${tokenOf(sql`r.email`, template.tokenSecret)} end,
        r.lang
      from announcement_recipients r
      where r.announcement_id = ${id}::uuid and r.channel = 'email'`);
  }
  const counts = await countRecipients(tx, id);
  await tx.update(announcements).set({ recipientCount: counts.total }).where(eq(announcements.id, id));
  return { id, counts };
}

async function countRecipients(db: Database, id: string): Promise<AnnouncementCounts> {
  const rows = await db
    .select({ channel: announcementRecipients.channel, n: sql<number>`count(*)::int` })
    .from(announcementRecipients)
    .where(eq(announcementRecipients.announcementId, id))
    .groupBy(announcementRecipients.channel);
  const counts = emptyCounts();
  for (const row of rows) {
    counts[row.channel as keyof AnnouncementCounts] = Number(row.n);
    counts.total += Number(row.n);
  }
  return counts;
}

export type AnnouncementRow = typeof announcements.$inferSelect & { eventTitle: string | null; categoryName: string | null };

const withNames = {
  row: announcements,
  eventTitle: events.title,
  categoryName: eventCategories.name,
};

export async function listAnnouncements(db: Database, limit: number): Promise<AnnouncementRow[]> {
  const rows = await db
    .select(withNames)
    .from(announcements)
    .leftJoin(events, eq(events.id, announcements.eventId))
    .leftJoin(eventCategories, eq(eventCategories.id, announcements.categoryId))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.row, eventTitle: r.eventTitle, categoryName: r.categoryName }));
}

export async function readAnnouncement(db: Database, id: string): Promise<AnnouncementRow | undefined> {
  const [r] = await db
    .select(withNames)
    .from(announcements)
    .leftJoin(events, eq(events.id, announcements.eventId))
    .leftJoin(eventCategories, eq(eventCategories.id, announcements.categoryId))
    .where(eq(announcements.id, id));
  return r && { ...r.row, eventTitle: r.eventTitle, categoryName: r.categoryName };
}

/** The e-mail's states, counted from the outbox rows the recipients name; a row erased since counts as nothing. */
export async function announcementDelivery(db: Database, id: string): Promise<{ counts: AnnouncementCounts; delivery: { sent: number; failed: number; waiting: number }; told: number }> {
  const rows = await db
    .select({ state: mailOutbox.state, n: sql<number>`count(*)::int` })
    .from(announcementRecipients)
    .innerJoin(mailOutbox, eq(mailOutbox.id, announcementRecipients.outboxId))
    .where(eq(announcementRecipients.announcementId, id))
    .groupBy(mailOutbox.state);
  const delivery = { sent: 0, failed: 0, waiting: 0 };
  for (const row of rows) delivery[row.state === "pending" ? "waiting" : (row.state as "sent" | "failed")] += Number(row.n);
  const [told] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(announcementRecipients)
    .where(and(eq(announcementRecipients.announcementId, id), isNotNull(announcementRecipients.toldAt)));
  return { counts: await countRecipients(db, id), delivery, told: Number(told?.n ?? 0) };
}

export interface WhatsAppRow {
  id: string;
  name: string | null;
  phone: string;
  lang: Lang;
  toldAt: Date | null;
}

/** Those to tell on WhatsApp, each named from their form's name field (or the application's name). */
export async function whatsAppRecipients(db: Database, id: string, limit: number): Promise<WhatsAppRow[]> {
  const rows = await db
    .select({
      id: announcementRecipients.id,
      name: announcementRecipients.name,
      phone: announcementRecipients.phone,
      lang: announcementRecipients.lang,
      toldAt: announcementRecipients.toldAt,
      categoryId: eventRegistrations.categoryId,
      eventId: eventRegistrations.eventId,
      answers: eventRegistrations.registrationData,
    })
    .from(announcementRecipients)
    .leftJoin(eventRegistrations, eq(eventRegistrations.id, announcementRecipients.registrationId))
    .where(and(eq(announcementRecipients.announcementId, id), eq(announcementRecipients.channel, "whatsapp")))
    .orderBy(announcementRecipients.createdAt, announcementRecipients.id)
    .limit(limit);
  const eventIds = [...new Set(rows.map((r) => r.eventId).filter((e): e is string => e !== null))];
  const forms = new Map<string, FormField[][]>();
  if (eventIds.length > 0) {
    const found = await db
      .select({ eventId: eventRegistrationForms.eventId, categoryId: eventRegistrationForms.categoryId, fields: eventRegistrationForms.formFields, active: eventRegistrationForms.active })
      .from(eventRegistrationForms)
      .where(inArray(eventRegistrationForms.eventId, eventIds))
      .orderBy(desc(eventRegistrationForms.active), desc(eventRegistrationForms.createdAt));
    for (const form of found) {
      const key = `${form.eventId}:${form.categoryId}`;
      forms.set(key, [...(forms.get(key) ?? []), normaliseFormFields(form.fields)]);
    }
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? (row.eventId && row.categoryId ? registrantName(forms.get(`${row.eventId}:${row.categoryId}`) ?? [], (row.answers ?? {}) as Record<string, unknown>) : null),
    phone: row.phone!,
    lang: row.lang === "bn" ? "bn" : "en",
    toldAt: row.toldAt,
  }));
}

/** Marks one person on the WhatsApp list as told (or not); false when no such row is on this announcement's list. */
export async function markTold(tx: Database, announcementId: string, recipientId: string, told: boolean, organiserId: string): Promise<boolean> {
  const rows = await tx
    .update(announcementRecipients)
    .set(told ? { toldAt: sql`coalesce(${announcementRecipients.toldAt}, now())`, toldBy: organiserId } : { toldAt: null, toldBy: null })
    .where(and(eq(announcementRecipients.id, recipientId), eq(announcementRecipients.announcementId, announcementId), eq(announcementRecipients.channel, "whatsapp")))
    .returning({ id: announcementRecipients.id });
  return rows.length > 0;
}

/** The unsubscribe row a token names. */
export async function readUnsubscribe(db: Database, token: string): Promise<{ email: string; unsubscribedAt: Date | null } | undefined> {
  const [row] = await db.select({ email: mailUnsubscribes.email, unsubscribedAt: mailUnsubscribes.unsubscribedAt }).from(mailUnsubscribes).where(eq(mailUnsubscribes.token, token));
  return row;
}

/** Confirms the unsubscribe the token names; false for no such token. Twice changes nothing. */
export async function confirmUnsubscribe(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .update(mailUnsubscribes)
    .set({ unsubscribedAt: sql`coalesce(${mailUnsubscribes.unsubscribedAt}, now())` })
    .where(eq(mailUnsubscribes.token, token))
    .returning({ email: mailUnsubscribes.email });
  return row !== undefined;
}

/** The waiting e-mail of announcements to an address dropped once it unsubscribed: it is not written to again. */
export async function dropQueuedAnnouncements(db: Database, token: string): Promise<number> {
  const rows = await db
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, "announcement"),
        eq(mailOutbox.state, "pending"),
        isNull(mailOutbox.claimedUntil),
        sql`${mailOutbox.recipient} = (select email from mail_unsubscribes where token = ${token})`,
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Every event, newest first, with the categories its forms offer: what a letter may be addressed to. */
export async function announcementEvents(db: Database): Promise<{ id: string; title: string; startsAt: Date; categories: { id: string; name: string }[] }[]> {
  const rows = await db
    .select({ id: events.id, title: events.title, startsAt: events.startsAt, categoryId: eventCategories.id, categoryName: eventCategories.name })
    .from(events)
    .leftJoin(eventRegistrationForms, eq(eventRegistrationForms.eventId, events.id))
    .leftJoin(eventCategories, eq(eventCategories.id, eventRegistrationForms.categoryId))
    .orderBy(desc(events.startsAt), events.id, eventCategories.name);
  const byId = new Map<string, { id: string; title: string; startsAt: Date; categories: { id: string; name: string }[] }>();
  for (const row of rows) {
    const event = byId.get(row.id) ?? { id: row.id, title: row.title, startsAt: row.startsAt, categories: [] };
    byId.set(row.id, event);
    if (row.categoryId && row.categoryName && !event.categories.some((c) => c.id === row.categoryId)) event.categories.push({ id: row.categoryId, name: row.categoryName });
  }
  return [...byId.values()];
}
