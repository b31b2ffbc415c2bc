import { asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { consolePagePaths } from "../../../shared/console/paths.ts";
import { emptyCounts, type PersonalDataKind, type PersonalDataRow, type PersonKeys } from "../../../shared/console/personal-data.ts";
import type { Database } from "../client.ts";
import {
  activityLog,
  applications,
  applicationStatusChanges,
  contactMessages,
  eventRegistrations,
  events,
  mailOutbox,
  members,
  pageViews,
  receivedPayments,
  registrationUploads,
  submissionReceipts,
} from "../schema.ts";

// One person's rows in every table that holds personal data (issue 30, docs/decisions/118). Found
// by keys (e-mail, phone, roll, reference), widened by the keys the found rows hold, and read whole
// for the export; erased kind by kind, so a run stopped half way finishes when run again.

export type ApplicationRow = typeof applications.$inferSelect;
export type RegistrationRow = typeof eventRegistrations.$inferSelect;
export type MessageRow = typeof contactMessages.$inferSelect;

/** Every row held about the person, all columns, as the export writes them. */
export interface PersonRows {
  application: ApplicationRow[];
  member: (typeof members.$inferSelect)[];
  applicationHistory: (typeof applicationStatusChanges.$inferSelect)[];
  payment: (typeof receivedPayments.$inferSelect)[];
  registration: (RegistrationRow & { eventTitle: string | null })[];
  /** Upload rows of the registrations (the files themselves are named by `fileKeys`). */
  upload: (typeof registrationUploads.$inferSelect)[];
  message: MessageRow[];
  mail: (typeof mailOutbox.$inferSelect)[];
  activity: (typeof activityLog.$inferSelect)[];
  receipt: (typeof submissionReceipts.$inferSelect)[];
  /** Views whose referrer is an address holding their reference (the status page's link from an e-mail). */
  pageView: (typeof pageViews.$inferSelect)[];
}

export interface PersonData {
  keys: PersonKeys;
  rows: PersonRows;
  /** Lower-case texts whose presence in a mail, activity entry, receipt or page view means it is about the person. */
  needles: string[];
  /** Lower-case texts replaced in the activity entries found: the needles, their rolls and names. */
  scrubbed: string[];
}

const maxKeys = 60;

/** Drizzle's `inArray` with no values is `false`; with values, the column compared to each. */
const among = (column: SQL | Parameters<typeof inArray>[0], values: readonly string[]) => (values.length > 0 ? inArray(column as never, values as string[]) : sql`false`);
const anyOf = (conditions: (SQL | undefined)[]) => or(sql`false`, ...conditions)!;

/** A JSON string value equal to `value` within an answers' lower-cased text. */
const answerPatterns = (values: readonly string[]) => values.map((value) => `%${JSON.stringify(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

function addKey(list: string[], value: string | null | undefined) {
  if (!value) return;
  const v = value.trim().toLowerCase();
  if (v && !list.includes(v) && list.length < maxKeys) list.push(v);
}

async function readPrimaries(db: Database, keys: PersonKeys) {
  const apps = await db
    .select()
    .from(applications)
    .where(
      anyOf([
        among(sql`lower(btrim(${applications.email}))`, keys.emails),
        among(applications.phone, keys.phones),
        among(sql`lower(btrim(${applications.collegeRoll}))`, keys.rolls),
        among(applications.reference, keys.references),
      ]),
    )
    .orderBy(asc(applications.createdAt));
  const answerLikes = answerPatterns([...keys.emails, ...keys.phones, ...keys.rolls]).map((pattern) => sql`${eventRegistrations.answersText} like ${pattern}`);
  const regs = await db
    .select({ registration: eventRegistrations, eventTitle: events.title })
    .from(eventRegistrations)
    .leftJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      anyOf([
        among(sql`lower(${eventRegistrations.contactEmail})`, keys.emails),
        among(eventRegistrations.contactPhone, keys.phones),
        // As the guardian of a participant who may be under 18 (docs/decisions/124).
        among(eventRegistrations.guardianPhone, keys.phones),
        among(eventRegistrations.reference, keys.references),
        ...answerLikes,
      ]),
    )
    .orderBy(asc(eventRegistrations.createdAt));
  const messages = await db
    .select()
    .from(contactMessages)
    .where(anyOf([among(sql`lower(btrim(${contactMessages.email}))`, keys.emails), among(contactMessages.reference, keys.references)]))
    .orderBy(asc(contactMessages.createdAt));
  return { apps, regs: regs.map((r) => ({ ...r.registration, eventTitle: r.eventTitle })), messages };
}

/** Found by its guardian's phone, and by nothing that is the registrant's own (contact, reference). */
function foundAsGuardianOnly(
  r: { guardianPhone: string | null; contactPhone: string | null; contactEmail: string | null; reference: string },
  keys: PersonKeys,
): boolean {
  if (r.guardianPhone === null || !keys.phones.includes(r.guardianPhone)) return false;
  const own = [r.contactPhone && keys.phones.includes(r.contactPhone), r.contactEmail && keys.emails.includes(r.contactEmail.toLowerCase()), keys.references.includes(r.reference)];
  return !own.some(Boolean);
}

/** Names in a registration's answers: the values of fields whose name says they are a name. */
function answerNames(data: Record<string, unknown>): string[] {
  return Object.entries(data)
    .filter(([field, value]) => /name/.test(field) && !/(college|school|institution|event)/.test(field) && typeof value === "string")
    .map(([, value]) => value as string);
}

/**
 * Everything held about the person the keys name. The keys grow by what the found applications,
 * registrations and messages hold (their e-mails, phones, rolls), for up to three rounds, so one key
 * finds the person's other rows too; the answer says every key it used.
 */
export async function findPerson(db: Database, searched: PersonKeys): Promise<PersonData> {
  const keys: PersonKeys = { emails: [...searched.emails], phones: [...searched.phones], rolls: [...searched.rolls], references: [...searched.references] };
  let primaries = await readPrimaries(db, keys);
  for (let round = 0; round < 3; round++) {
    const before = keys.emails.length + keys.phones.length + keys.rolls.length;
    for (const a of primaries.apps) {
      addKey(keys.emails, a.email);
      addKey(keys.phones, a.phone);
      addKey(keys.rolls, a.collegeRoll);
    }
    // A registration found only as someone's guardian is the participant's, not theirs: its contact
    // does not widen the search to the participant's other rows (docs/decisions/124).
    for (const r of primaries.regs.filter((r) => !foundAsGuardianOnly(r, keys))) {
      addKey(keys.emails, r.contactEmail);
      addKey(keys.phones, r.contactPhone);
    }
    for (const m of primaries.messages) addKey(keys.emails, m.email);
    if (keys.emails.length + keys.phones.length + keys.rolls.length === before) break;
    primaries = await readPrimaries(db, keys);
  }
  for (const row of [...primaries.apps, ...primaries.regs, ...primaries.messages]) {
    if (!keys.references.includes(row.reference)) keys.references.push(row.reference);
  }

  const appIds = primaries.apps.map((a) => a.id);
  const regIds = primaries.regs.map((r) => r.id);
  const member = appIds.length > 0 ? await db.select().from(members).where(among(members.applicationId, appIds)) : [];
  const applicationHistory =
    appIds.length > 0 ? await db.select().from(applicationStatusChanges).where(among(applicationStatusChanges.applicationId, appIds)).orderBy(asc(applicationStatusChanges.createdAt)) : [];
  const transactionIds = primaries.apps.map((a) => a.transactionId?.trim().toUpperCase()).filter((t): t is string => Boolean(t));
  const evidence = applicationHistory.map((h) => h.receivedPaymentId).filter((id): id is string => Boolean(id));
  const payment = await db
    .select()
    .from(receivedPayments)
    .where(anyOf([among(receivedPayments.senderNumber, keys.phones), among(receivedPayments.transactionId, transactionIds), among(receivedPayments.id, evidence)]))
    .orderBy(asc(receivedPayments.addedAt));
  const upload = regIds.length > 0 ? await db.select().from(registrationUploads).where(among(registrationUploads.registrationId, regIds)) : [];

  // What marks a mail, an activity entry, a receipt or a page view as theirs: their e-mail, phone or
  // a reference, each specific to them. Names and rolls may be shared or short, so they only decide
  // which strings of an entry already found are scrubbed.
  const needles: string[] = [];
  for (const value of [...keys.emails, ...keys.phones, ...keys.references]) addKey(needles, value);
  const scrubbed = [...needles];
  for (const value of keys.rolls) if (value.length >= 4) addKey(scrubbed, value);
  const names = [
    ...primaries.apps.map((a) => a.fullName),
    ...primaries.messages.map((m) => m.name),
    ...primaries.regs.flatMap((r) => answerNames(r.registrationData as Record<string, unknown>)),
    ...primaries.regs.map((r) => r.guardianName ?? ""),
  ];
  for (const name of names) if (name.trim().length >= 4) addKey(scrubbed, name);

  const contains = (text: SQL) => anyOf(needles.map((needle) => sql`strpos(lower(${text}), ${needle}) > 0`));
  const mail =
    needles.length > 0
      ? await db
          .select()
          .from(mailOutbox)
          .where(anyOf([among(sql`lower(${mailOutbox.recipient})`, keys.emails), contains(sql`${mailOutbox.subject} || ' ' || ${mailOutbox.textBody} || ' ' || ${mailOutbox.attachments}::text`)]))
          .orderBy(asc(mailOutbox.createdAt))
      : [];
  // Only entries the scrub would change: a key found in a field's name or a number is not theirs to erase.
  const activity = (needles.length > 0 ? await db.select().from(activityLog).where(contains(sql`${activityLog.details}::text`)).orderBy(asc(activityLog.createdAt)) : []).filter(
    (entry) => JSON.stringify(scrub(entry.details, scrubbed)) !== JSON.stringify(entry.details),
  );
  const receipt = needles.length > 0 ? await db.select().from(submissionReceipts).where(contains(sql`coalesce(${submissionReceipts.response}::text, '')`)) : [];
  const pageView = needles.length > 0 ? await db.select().from(pageViews).where(contains(sql`coalesce(${pageViews.referrer}, '')`)).orderBy(asc(pageViews.createdAt)) : [];

  return {
    keys,
    needles,
    scrubbed,
    rows: { application: primaries.apps, member, applicationHistory, payment, registration: primaries.regs, upload, message: primaries.messages, mail, activity, receipt, pageView },
  };
}

/** Waits for any other erasure's transaction to end: erasures take turns (held until this transaction ends). */
export async function takeErasureTurn(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('personal-data-erase'))`);
}

/** The storage keys of the person's files: uploads claimed by their registrations and every `upload:` answer. */
export function fileKeysOf(rows: PersonRows, keyOf: (value: string) => string | null): Map<string, string[]> {
  const byRegistration = new Map<string, string[]>();
  for (const r of rows.registration) {
    const keys = new Set<string>();
    for (const value of Object.values(r.registrationData as Record<string, unknown>)) {
      if (typeof value !== "string") continue;
      const key = keyOf(value);
      if (key) keys.add(key);
    }
    for (const u of rows.upload) if (u.registrationId === r.id) keys.add(u.key);
    byRegistration.set(r.id, [...keys]);
  }
  return byRegistration;
}

const short = (text: string | null | undefined, max = 60) => {
  const t = (text ?? "").replace(/\s+/g, " ").trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};

/** The find's list: each row with what the page shows and links to. Files are counted apart (`files`). */
export function listRows(data: PersonData, files: Map<string, string[]>): { rows: PersonalDataRow[]; counts: Record<PersonalDataKind, number> } {
  const out: PersonalDataRow[] = [];
  const r = data.rows;
  const at = (d: Date) => d.toISOString();
  for (const a of r.application)
    out.push({
      kind: "application",
      id: a.id,
      reference: a.reference,
      date: at(a.createdAt),
      description: `${short(a.fullName)}, roll ${short(a.collegeRoll, 20)}: ${a.status.replace("_", " ")}`,
      link: a.suspectedSpamAt ? consolePagePaths.suspectedSpam : `${consolePagePaths.applications}/${a.id}`,
      suspectedSpam: a.suspectedSpamAt !== null,
    });
  for (const m of r.member)
    out.push({ kind: "member", id: m.id, reference: null, date: at(m.createdAt), description: `Member number ${m.memberNumber}`, link: consolePagePaths.members, suspectedSpam: false });
  for (const h of r.applicationHistory)
    out.push({
      kind: "applicationHistory",
      id: h.id,
      reference: null,
      date: at(h.createdAt),
      description: `${h.fromStatus.replace("_", " ")} to ${h.toStatus.replace("_", " ")}`,
      link: `${consolePagePaths.applications}/${h.applicationId}`,
      suspectedSpam: false,
    });
  for (const p of r.payment)
    out.push({
      kind: "payment",
      id: p.id,
      reference: null,
      date: at(p.receivedAt ?? p.addedAt),
      description: `${p.wallet} ${(p.amountPoisha / 100).toFixed(2)} taka, ${p.transactionId}`,
      link: consolePagePaths.payments,
      suspectedSpam: false,
    });
  for (const g of r.registration)
    out.push({
      kind: "registration",
      id: g.id,
      reference: g.reference,
      date: at(g.createdAt),
      description: `${short(g.eventTitle ?? "(event deleted)")}: ${g.status}`,
      link: g.suspectedSpamAt ? consolePagePaths.suspectedSpam : `${consolePagePaths.registrations}/${g.id}`,
      suspectedSpam: g.suspectedSpamAt !== null,
    });
  for (const [registrationId, keys] of files)
    for (const key of keys)
      out.push({
        kind: "file",
        id: key,
        reference: r.registration.find((g) => g.id === registrationId)?.reference ?? null,
        date: at(r.registration.find((g) => g.id === registrationId)?.createdAt ?? new Date(0)),
        description: `File ${key.split("/").pop()}`,
        link: `${consolePagePaths.registrations}/${registrationId}`,
        suspectedSpam: false,
      });
  for (const m of r.message)
    out.push({
      kind: "message",
      id: m.id,
      reference: m.reference,
      date: at(m.createdAt),
      description: `${short(m.subject || m.message)} (${m.state})`,
      link: m.suspectedSpamAt ? consolePagePaths.suspectedSpam : `${consolePagePaths.messages}/${m.id}`,
      suspectedSpam: m.suspectedSpamAt !== null,
    });
  for (const m of r.mail)
    out.push({ kind: "mail", id: m.id, reference: null, date: at(m.createdAt), description: `${m.kind}: ${short(m.subject)} (${m.state})`, link: consolePagePaths.mail, suspectedSpam: false });
  for (const a of r.activity)
    out.push({ kind: "activity", id: a.id, reference: null, date: at(a.createdAt), description: a.action, link: consolePagePaths.activity, suspectedSpam: false });
  for (const c of r.receipt)
    out.push({ kind: "receipt", id: c.idempotencyKey, reference: null, date: at(c.createdAt), description: `Answer to ${c.route}`, link: null, suspectedSpam: false });
  for (const v of r.pageView)
    out.push({ kind: "pageView", id: v.id, reference: null, date: at(v.createdAt), description: `A view of ${short(v.path, 40)}`, link: consolePagePaths.visits, suspectedSpam: false });
  const counts = emptyCounts();
  for (const row of out) counts[row.kind]++;
  return { rows: out, counts };
}

/** Replaces, anywhere in a JSON value, a string holding one of the needles. */
function scrub(value: unknown, needles: readonly string[]): unknown {
  if (typeof value === "string") return needles.some((n) => value.toLowerCase().includes(n)) ? "(erased)" : value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, needles));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v, needles)]));
  return value;
}

/**
 * Mail, activity entries, submission receipts and page views about the person: queued mail dropped,
 * the rest of the mail kept as a count without address, subject or text; activity details scrubbed;
 * receipts deleted; page views kept without their referrer. Done first, while the person's rows still say who they are.
 */
export async function eraseTraces(tx: Database, data: PersonData): Promise<{ mail: number; activity: number; receipt: number; pageView: number }> {
  const { mail, activity, receipt, pageView } = data.rows;
  const queued = mail.filter((m) => m.state === "pending").map((m) => m.id);
  const kept = mail.filter((m) => m.state !== "pending").map((m) => m.id);
  if (queued.length > 0) await tx.delete(mailOutbox).where(among(mailOutbox.id, queued));
  if (kept.length > 0)
    await tx
      .update(mailOutbox)
      .set({ recipient: "(erased)", subject: "(erased)", textBody: "", attachments: [], lastError: null })
      .where(among(mailOutbox.id, kept));
  for (const entry of activity) await tx.update(activityLog).set({ details: scrub(entry.details, data.scrubbed) as Record<string, unknown> }).where(eq(activityLog.id, entry.id));
  if (receipt.length > 0)
    await tx.delete(submissionReceipts).where(
      among(
        submissionReceipts.idempotencyKey,
        receipt.map((r) => r.idempotencyKey),
      ),
    );
  // A view's referrer is the address it came from: the status page's, with the reference, is dropped; the view still counts.
  if (pageView.length > 0) await tx.update(pageViews).set({ referrer: null }).where(among(pageViews.id, pageView.map((v) => v.id)));
  return { mail: mail.length, activity: activity.length, receipt: receipt.length, pageView: pageView.length };
}

/**
 * Applications, their history, members and payments. An application with a member number is kept as
 * the number's tombstone with nothing personal (its columns replaced by placeholders the checks
 * accept), so the number is never given again; the rest are deleted with their history. A payment is
 * kept for the club's accounts without its sender or transaction ID.
 */
export async function eraseApplications(tx: Database, data: PersonData): Promise<{ application: number; member: number; applicationHistory: number; payment: number }> {
  const { application, member, applicationHistory, payment } = data.rows;
  if (payment.length > 0)
    await tx
      .update(receivedPayments)
      .set({ senderNumber: null, transactionId: sql`'ERASED-' || upper(${receivedPayments.id}::text)` })
      .where(among(receivedPayments.id, payment.map((p) => p.id)));
  if (applicationHistory.length > 0) await tx.delete(applicationStatusChanges).where(among(applicationStatusChanges.id, applicationHistory.map((h) => h.id)));
  const numbered = new Set(member.map((m) => m.applicationId));
  if (member.length > 0)
    await tx
      .update(members)
      .set({ cardToken: sql`'erased-' || replace(gen_random_uuid()::text, '-', '')` })
      .where(among(members.id, member.map((m) => m.id)));
  const tombstones = application.filter((a) => numbered.has(a.id)).map((a) => a.id);
  const gone = application.filter((a) => !numbered.has(a.id)).map((a) => a.id);
  if (tombstones.length > 0) {
    const placeholder = (column: string) => sql.raw(`'erased-' || "id"::text || '${column}'`);
    await tx
      .update(applications)
      .set({
        fullName: "(erased)",
        collegeRoll: placeholder(""),
        email: sql.raw(`'erased-' || "id"::text || '@erased.invalid'`),
        phone: null,
        section: null,
        bloodGroup: null,
        fathersName: null,
        fathersPhone: null,
        mothersName: null,
        mothersPhone: null,
        permanentAddress: null,
        presentAddress: null,
        photoDriveLink: null,
        facebookId: null,
        paymentNumber: sql`case when ${applications.paymentType} = 'online' then '(erased)' end`,
        accountName: sql`case when ${applications.paymentType} = 'online' then '(erased)' end`,
        accountNumber: sql`case when ${applications.paymentType} = 'online' then '(erased)' end`,
        transactionId: sql`case when ${applications.paymentType} = 'online' then 'ERASED-' || upper(${applications.id}::text) end`,
        statusReason: null,
        reference: sql`submission_reference()`,
      })
      .where(among(applications.id, tombstones));
  }
  if (gone.length > 0) await tx.delete(applications).where(among(applications.id, gone));
  return { application: application.length, member: member.length, applicationHistory: applicationHistory.length, payment: payment.length };
}

export async function eraseMessages(tx: Database, data: PersonData): Promise<number> {
  const ids = data.rows.message.map((m) => m.id);
  if (ids.length > 0) await tx.delete(contactMessages).where(among(contactMessages.id, ids));
  return ids.length;
}

/**
 * Registrations whose files are all gone from storage: kept for the event's seats and counts with
 * no answers, no contact, no payer's account or transaction ID and a new reference; their upload rows deleted.
 */
export async function eraseRegistrations(tx: Database, registrationIds: readonly string[]): Promise<number> {
  if (registrationIds.length === 0) return 0;
  await tx.delete(registrationUploads).where(among(registrationUploads.registrationId, registrationIds));
  await tx
    .update(eventRegistrations)
    // A paid category's payment keeps its type, the club's number and the fee (the counts), not the payer (decision 116).
    .set({
      registrationData: {},
      contactEmail: null,
      contactPhone: null,
      // The guardian's name and phone; their consent stays, as the registration's record (decision 124).
      guardianName: null,
      guardianPhone: null,
      cancellationReason: null,
      accountName: null,
      accountNumber: null,
      transactionId: null,
      reference: sql`submission_reference()`,
    })
    .where(among(eventRegistrations.id, registrationIds));
  return registrationIds.length;
}

