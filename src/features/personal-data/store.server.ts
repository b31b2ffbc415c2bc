import { asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { consolePagePaths } from "#shared/console/paths.ts";
import { emptyCounts, type PersonalDataKind, type PersonalDataRow, type PersonKeys } from "./contract.ts";
import { contactEmail, contactPhone, someoneElsesPhone } from "#features/registrations/rules.ts";
import { normaliseFormFields, type FormField } from "#shared/registration-form-fields.ts";
import type { Database } from "#server/db/client.ts";
import { certificatesOfRegistrations, withdrawCertificates, type StoredCertificate } from "#features/certificates/service.server.ts";
import {
  activityLog,
  announcementRecipients,
  announcements,
  applications,
  applicationStatusChanges,
  contactMessages,
  eventCategories,
  eventRegistrationForms,
  eventRegistrations,
  events,
  mailOutbox,
  mailUnsubscribes,
  members,
  pageViews,
  receivedPayments,
  registrationUploads,
  submissionReceipts,
} from "#server/db/schema.ts";

// One person's rows in every table that holds personal data.
// Found by keys (e-mail, phone, roll, reference) compared as whole values, and only in columns and
// form fields of that kind; widened by the keys of the rows they are the subject of; read whole for
// the export; erased kind by kind, so a run stopped half way finishes when run again. A row that
// names them only as someone's guardian or parent is a mention: only that value is theirs.

export type ApplicationRow = typeof applications.$inferSelect;
export type RegistrationRow = typeof eventRegistrations.$inferSelect;
export type MessageRow = typeof contactMessages.$inferSelect;

/** Every row held about the person, all columns; the export picks what it shows of each. */
export interface PersonRows {
  application: ApplicationRow[];
  member: (typeof members.$inferSelect)[];
  applicationHistory: (typeof applicationStatusChanges.$inferSelect)[];
  payment: (typeof receivedPayments.$inferSelect)[];
  registration: (RegistrationRow & { eventTitle: string | null; categoryName: string | null })[];
  /** Upload rows of the registrations (the files themselves are named by `fileKeys`). */
  upload: (typeof registrationUploads.$inferSelect)[];
  message: MessageRow[];
  mail: (typeof mailOutbox.$inferSelect)[];
  activity: (typeof activityLog.$inferSelect)[];
  receipt: (typeof submissionReceipts.$inferSelect)[];
  /** Views whose referrer is an address holding their reference (the status page's link from an e-mail). */
  pageView: (typeof pageViews.$inferSelect)[];
  /** Their rows on letters to a group, with the letter's subject. */
  letter: (typeof announcementRecipients.$inferSelect & { subject: string })[];
  /** Their address's unsubscribe link and whether they used it. */
  unsubscribe: (typeof mailUnsubscribes.$inferSelect)[];
  /** Certificates given to their registrations. */
  certificate: StoredCertificate[];
}

/** A value of theirs in someone else's row: a guardian's or parent's phone or e-mail. Only that value is theirs. */
export interface Mention {
  table: "registration" | "application";
  /** The row's id (never shown to the person). */
  rowId: string;
  /** Where the value is: a column, or an answer of the form (its field name). */
  column?: "guardianPhone" | "fathersPhone" | "mothersPhone";
  answer?: string;
  /** The field's readable name, such as "Guardian's Mobile Number". */
  label: string;
  /** The value as stored. */
  value: string;
  /** The event (a registration) or "Membership application". */
  where: string;
  date: Date;
}

/** Why a row was found: which key, in which field. */
export type Reasons = Map<string, string[]>;

export interface PersonData {
  keys: PersonKeys;
  rows: PersonRows;
  mentions: Mention[];
  /** Why each row was found, by the row's id (an application's, a mail's...). */
  why: Reasons;
  /** The registrations' form fields (for readable names of their answers), by registration id. */
  fields: Map<string, FormField[]>;
  /** Lower-case texts whose presence, as a whole word, in a mail, activity entry, receipt or page view means it is about the person. */
  needles: string[];
  /** Lower-case texts replaced in the activity entries found: the needles, their rolls and names. */
  scrubbed: string[];
}

/** Drizzle's `inArray` with no values is `false`; with values, the column compared to each. */
const among = (column: SQL | Parameters<typeof inArray>[0], values: readonly string[]) => (values.length > 0 ? inArray(column as never, values as string[]) : sql`false`);
const anyOf = (conditions: (SQL | undefined)[]) => or(sql`false`, ...conditions)!;

function addKey(list: string[], value: string | null | undefined, normalise: (v: string) => string | null = (v) => v.trim().toLowerCase() || null) {
  if (!value) return;
  const v = normalise(value);
  if (v && !list.includes(v)) list.push(v);
}

/** Where a text holds the needle as a whole value: not inside a longer address, number or word (`r1@x` is not in `door1@x`). */
export function holdsWhole(text: string, needle: string): boolean {
  const lower = text.toLowerCase();
  let at = lower.indexOf(needle);
  while (at >= 0) {
    const before = at === 0 ? "" : lower[at - 1]!;
    const after = lower.slice(at + needle.length, at + needle.length + 2);
    if (!/[\p{L}\p{N}._%+-]/u.test(before) && !/^([\p{L}\p{N}_-]|[.@][\p{L}\p{N}])/u.test(after)) return true;
    at = lower.indexOf(needle, at + 1);
  }
  return false;
}

type FieldKind = "email" | "phone" | "roll";
interface TypedField {
  name: string;
  label: string;
  kind: FieldKind;
  /** A guardian's or parent's contact, not the registrant's. */
  guardian: boolean;
}

/** A field's kind for matching: the form builder's e-mail and phone types, a roll by its name; anything else is never compared. */
function typedField(field: FormField): TypedField | null {
  const words = `${field.label} ${field.name}`;
  const kind: FieldKind | null = field.type === "email" ? "email" : field.type === "tel" ? "phone" : /roll/i.test(words) && ["text", "number"].includes(field.type) ? "roll" : null;
  return kind && { name: field.name, label: field.label, kind, guardian: someoneElsesPhone.test(words) };
}

/** Every form's fields by event and category (the newest first): a registration does not say which version it answered. */
async function formsByCategory(db: Database): Promise<Map<string, FormField[][]>> {
  const forms = await db
    .select({ eventId: eventRegistrationForms.eventId, categoryId: eventRegistrationForms.categoryId, formFields: eventRegistrationForms.formFields })
    .from(eventRegistrationForms)
    .orderBy(sql`${eventRegistrationForms.active} desc`, sql`${eventRegistrationForms.createdAt} desc`);
  const out = new Map<string, FormField[][]>();
  for (const form of forms) {
    const key = `${form.eventId}|${form.categoryId}`;
    out.set(key, [...(out.get(key) ?? []), normaliseFormFields(form.formFields)]);
  }
  return out;
}

const normaliseAs: Record<FieldKind, (value: string) => string | null> = { email: contactEmail, phone: contactPhone, roll: (v) => v.trim().toLowerCase() || null };
const keysOfKind = (keys: PersonKeys, kind: FieldKind) => (kind === "email" ? keys.emails : kind === "phone" ? keys.phones : keys.rolls);
const kindWords: Record<FieldKind, string> = { email: "e-mail", phone: "phone", roll: "roll" };

/** The SQL that normalises an answer as the key of its kind is (drizzle/0011's functions for e-mail and phone). */
function answerAs(kind: FieldKind, name: string): SQL {
  const answer = sql`(${eventRegistrations.registrationData} ->> ${name})`;
  return kind === "phone" ? sql`registration_contact_phone(${answer})` : sql`lower(btrim(${answer}))`;
}

type Forms = Map<string, FormField[][]>;

async function readPrimaries(db: Database, keys: PersonKeys, forms: Forms) {
  const why: Reasons = new Map();
  const because = (id: string, reason: string) => why.set(id, [...new Set([...(why.get(id) ?? []), reason])]);
  const mentions: Mention[] = [];

  const apps = await db
    .select()
    .from(applications)
    .where(
      anyOf([
        among(sql`lower(btrim(${applications.email}))`, keys.emails),
        among(sql`registration_contact_phone(${applications.phone})`, keys.phones),
        among(sql`lower(btrim(${applications.collegeRoll}))`, keys.rolls),
        among(applications.reference, keys.references),
        among(sql`registration_contact_phone(${applications.fathersPhone})`, keys.phones),
        among(sql`registration_contact_phone(${applications.mothersPhone})`, keys.phones),
      ]),
    )
    .orderBy(asc(applications.createdAt));
  const subjectApps: ApplicationRow[] = [];
  for (const a of apps) {
    const own = [
      keys.emails.includes(contactEmail(a.email) ?? "") && `e-mail ${contactEmail(a.email)} (E-mail)`,
      a.phone && keys.phones.includes(contactPhone(a.phone) ?? "") && `phone ${contactPhone(a.phone)} (Phone)`,
      keys.rolls.includes(a.collegeRoll.trim().toLowerCase()) && `roll ${a.collegeRoll.trim()} (College roll)`,
      keys.references.includes(a.reference) && `reference ${a.reference}`,
    ].filter((r): r is string => Boolean(r));
    if (own.length > 0) {
      subjectApps.push(a);
      for (const r of own) because(a.id, r);
      continue;
    }
    for (const [column, label, value] of [
      ["fathersPhone", "Father's phone", a.fathersPhone],
      ["mothersPhone", "Mother's phone", a.mothersPhone],
    ] as const) {
      if (value && keys.phones.includes(contactPhone(value) ?? "")) mentions.push({ table: "application", rowId: a.id, column, label, value, where: "Membership application", date: a.createdAt });
    }
  }

  // Registrations: by their contact columns, reference and guardian's phone, and by the answers to
  // the forms' e-mail, phone and roll fields, each compared whole in its own kind. The forms are few;
  // each field name of a kind becomes one condition on the registrations of the forms that have it.
  const byField = new Map<string, { kind: FieldKind; name: string; categories: Set<string> }>();
  for (const [category, versions] of forms)
    for (const fields of versions)
      for (const field of fields) {
        const typed = typedField(field);
        if (!typed || keysOfKind(keys, typed.kind).length === 0) continue;
        const id = `${typed.kind}|${typed.name}`;
        const entry = byField.get(id) ?? { kind: typed.kind, name: typed.name, categories: new Set<string>() };
        entry.categories.add(category);
        byField.set(id, entry);
      }
  const answerMatches = [...byField.values()].map(
    ({ kind, name, categories }) =>
      sql`(${among(sql`${eventRegistrations.eventId}::text || '|' || ${eventRegistrations.categoryId}::text`, [...categories])} and ${among(answerAs(kind, name), keysOfKind(keys, kind))})`,
  );
  const regs = await db
    .select({ registration: eventRegistrations, eventTitle: events.title, categoryName: eventCategories.name })
    .from(eventRegistrations)
    .leftJoin(events, eq(events.id, eventRegistrations.eventId))
    .leftJoin(eventCategories, eq(eventCategories.id, eventRegistrations.categoryId))
    .where(
      anyOf([
        among(eventRegistrations.contactEmail, keys.emails),
        among(eventRegistrations.contactPhone, keys.phones),
        among(eventRegistrations.guardianPhone, keys.phones),
        among(eventRegistrations.reference, keys.references),
        ...answerMatches,
      ]),
    )
    .orderBy(asc(eventRegistrations.createdAt));
  const subjectRegs: PersonRows["registration"] = [];
  const fields = new Map<string, FormField[]>();
  for (const { registration: r, eventTitle, categoryName } of regs) {
    const versions = forms.get(`${r.eventId}|${r.categoryId}`) ?? [];
    const own: string[] = [];
    const guardian: Mention[] = [];
    const where = eventTitle ?? "(event deleted)";
    if (keys.references.includes(r.reference)) own.push(`reference ${r.reference}`);
    if (r.guardianPhone && keys.phones.includes(r.guardianPhone))
      guardian.push({ table: "registration", rowId: r.id, column: "guardianPhone", label: "Guardian's phone", value: r.guardianPhone, where, date: r.createdAt });
    const data = r.registrationData as Record<string, unknown>;
    const seen = new Set<string>();
    for (const version of versions)
      for (const field of version) {
        const typed = typedField(field);
        const answer = data[field.name];
        if (!typed || typeof answer !== "string" || seen.has(field.name)) continue;
        const value = normaliseAs[typed.kind](answer);
        if (!value || !keysOfKind(keys, typed.kind).includes(value)) continue;
        seen.add(field.name);
        if (typed.guardian) guardian.push({ table: "registration", rowId: r.id, answer: field.name, label: typed.label, value: answer, where, date: r.createdAt });
        else own.push(`${kindWords[typed.kind]} ${value} (${typed.label})`);
      }
    // The contact columns hold the first e-mail and phone answers: said only when no field said it already.
    if (r.contactEmail && keys.emails.includes(r.contactEmail) && !own.some((reason) => reason.startsWith(`e-mail ${r.contactEmail} `)))
      own.push(`e-mail ${r.contactEmail} (the registration's contact e-mail)`);
    if (r.contactPhone && keys.phones.includes(r.contactPhone) && !own.some((reason) => reason.startsWith(`phone ${r.contactPhone} `)))
      own.push(`phone ${r.contactPhone} (the registration's contact phone)`);
    if (own.length > 0) {
      subjectRegs.push({ ...r, eventTitle, categoryName });
      for (const reason of own) because(r.id, reason);
      // Every field of every version, first version first, for readable names of the answers.
      const all: FormField[] = [];
      for (const version of versions) for (const f of version) if (!all.some((g) => g.name === f.name)) all.push(f);
      fields.set(r.id, all);
    } else mentions.push(...guardian);
  }

  const messages = await db
    .select()
    .from(contactMessages)
    .where(anyOf([among(sql`lower(btrim(${contactMessages.email}))`, keys.emails), among(contactMessages.reference, keys.references)]))
    .orderBy(asc(contactMessages.createdAt));
  for (const m of messages) {
    if (keys.emails.includes(contactEmail(m.email) ?? "")) because(m.id, `e-mail ${contactEmail(m.email)} (the message's e-mail)`);
    if (keys.references.includes(m.reference)) because(m.id, `reference ${m.reference}`);
  }
  return { apps: subjectApps, regs: subjectRegs, messages, mentions, why, fields };
}

/** Names in a registration's answers: the values of fields whose name says they are a name. */
function answerNames(data: Record<string, unknown>): string[] {
  return Object.entries(data)
    .filter(([field, value]) => /name/.test(field) && !/(college|school|institution|event|guardian|parent|father|mother)/.test(field) && typeof value === "string")
    .map(([, value]) => value as string);
}

/** References in a text, as the site writes them (GSC-ABCD-EF). */
const referencePattern = "GSC-[A-Z0-9]{4}-[A-Z0-9]{2}";

/**
 * Everything held about the person the keys name. The keys grow by what the applications,
 * registrations and messages they are the subject of hold (their own e-mail, phone and roll), with
 * no limit, until a round adds nothing; a row naming them only as a guardian or parent adds nothing.
 */
export async function findPerson(db: Database, searched: PersonKeys): Promise<PersonData> {
  const keys: PersonKeys = { emails: [...searched.emails], phones: [...searched.phones], rolls: [...searched.rolls], references: [...searched.references] };
  const forms = await formsByCategory(db);
  let primaries = await readPrimaries(db, keys, forms);
  for (;;) {
    const before = keys.emails.length + keys.phones.length + keys.rolls.length;
    for (const a of primaries.apps) {
      addKey(keys.emails, a.email, contactEmail);
      addKey(keys.phones, a.phone, contactPhone);
      addKey(keys.rolls, a.collegeRoll);
    }
    for (const r of primaries.regs) {
      addKey(keys.emails, r.contactEmail, contactEmail);
      addKey(keys.phones, r.contactPhone, contactPhone);
      // Their own roll fields (a guardian's field is never a roll).
      const data = r.registrationData as Record<string, unknown>;
      for (const field of primaries.fields.get(r.id) ?? []) {
        const typed = typedField(field);
        if (typed?.kind === "roll" && !typed.guardian && typeof data[field.name] === "string") addKey(keys.rolls, data[field.name] as string);
      }
    }
    for (const m of primaries.messages) addKey(keys.emails, m.email, contactEmail);
    if (keys.emails.length + keys.phones.length + keys.rolls.length === before) break;
    primaries = await readPrimaries(db, keys, forms);
  }
  for (const row of [...primaries.apps, ...primaries.regs, ...primaries.messages]) {
    if (!keys.references.includes(row.reference)) keys.references.push(row.reference);
  }
  const why = primaries.why;
  const because = (id: string, reason: string) => why.set(id, [...new Set([...(why.get(id) ?? []), reason])]);

  const appIds = primaries.apps.map((a) => a.id);
  const regIds = primaries.regs.map((r) => r.id);
  const member = appIds.length > 0 ? await db.select().from(members).where(among(members.applicationId, appIds)) : [];
  for (const m of member) because(m.id, "the member number of their application");
  const applicationHistory =
    appIds.length > 0 ? await db.select().from(applicationStatusChanges).where(among(applicationStatusChanges.applicationId, appIds)).orderBy(asc(applicationStatusChanges.createdAt)) : [];
  for (const h of applicationHistory) because(h.id, "a status change of their application");
  const transactionIds = primaries.apps.map((a) => a.transactionId?.trim().toUpperCase()).filter((t): t is string => Boolean(t));
  const evidence = applicationHistory.map((h) => h.receivedPaymentId).filter((id): id is string => Boolean(id));
  const payment = await db
    .select()
    .from(receivedPayments)
    .where(anyOf([among(receivedPayments.senderNumber, keys.phones), among(receivedPayments.transactionId, transactionIds), among(receivedPayments.id, evidence)]))
    .orderBy(asc(receivedPayments.addedAt));
  for (const p of payment) {
    if (p.senderNumber && keys.phones.includes(p.senderNumber)) because(p.id, `phone ${p.senderNumber} (sender's number)`);
    if (transactionIds.includes(p.transactionId)) because(p.id, "the transaction ID of their application");
    if (evidence.includes(p.id)) because(p.id, "the payment that verified their application");
  }
  const upload = regIds.length > 0 ? await db.select().from(registrationUploads).where(among(registrationUploads.registrationId, regIds)) : [];

  // What marks a mail, an activity entry, a receipt or a page view as theirs: their e-mail, phone or
  // a reference, each specific to them and each a whole value in the text. Names and rolls may be
  // shared or short, so they only decide which strings of an entry already found are scrubbed.
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

  // E-mail addresses and phones are few: each is looked for in the text. References may be many
  // (hundreds of messages), so the references a text holds are read out of it and compared whole.
  const contacts = [...keys.emails, ...keys.phones];
  const references = keys.references.map((r) => r.toUpperCase());
  const contains = (text: SQL) =>
    anyOf([
      ...contacts.map((needle) => sql`strpos(lower(${text}), ${needle}) > 0`),
      references.length > 0 ? sql`exists (select 1 from regexp_matches(upper(${text}), ${referencePattern}, 'g') as found(m) where found.m[1] in (${sql.join(references.map((r) => sql`${r}`), sql`, `)}))` : undefined,
    ]);
  const wholly = (text: string) => needles.find((needle) => holdsWhole(text, needle));
  const mail = (
    needles.length > 0
      ? await db
          .select()
          .from(mailOutbox)
          .where(anyOf([among(sql`lower(${mailOutbox.recipient})`, keys.emails), contains(sql`${mailOutbox.subject} || ' ' || ${mailOutbox.textBody} || ' ' || ${mailOutbox.attachments}::text`)]))
          .orderBy(asc(mailOutbox.createdAt))
      : []
  ).filter((m) => {
    if (keys.emails.includes(m.recipient.toLowerCase())) return because(m.id, `e-mail ${m.recipient.toLowerCase()} (recipient)`), true;
    const found = wholly(`${m.subject} ${m.textBody} ${JSON.stringify(m.attachments)}`);
    return found ? (because(m.id, `${found} (in the letter)`), true) : false;
  });
  // Only entries the scrub would change: a key found in a field's name or a number is not theirs to erase.
  const activity = (needles.length > 0 ? await db.select().from(activityLog).where(contains(sql`${activityLog.details}::text`)).orderBy(asc(activityLog.createdAt)) : []).filter((entry) => {
    if (JSON.stringify(scrub(entry.details, needles)) === JSON.stringify(entry.details)) return false;
    because(entry.id, `${wholly(JSON.stringify(entry.details)) ?? "a key"} (in the entry's details)`);
    return true;
  });
  const receipt = (needles.length > 0 ? await db.select().from(submissionReceipts).where(contains(sql`coalesce(${submissionReceipts.response}::text, '')`)) : []).filter((c) => {
    const found = wholly(JSON.stringify(c.response ?? ""));
    return found ? (because(c.idempotencyKey, `${found} (in the answer)`), true) : false;
  });
  const pageView = (needles.length > 0 ? await db.select().from(pageViews).where(contains(sql`coalesce(${pageViews.referrer}, '')`)).orderBy(asc(pageViews.createdAt)) : []).filter((v) => {
    const found = wholly(v.referrer ?? "");
    return found ? (because(v.id, `${found} (in the address it came from)`), true) : false;
  });

  // Letters to a group: their rows by the registration or application they were on, or their e-mail or phone.
  const letter = (
    await db
      .select({ row: announcementRecipients, subject: announcements.subject })
      .from(announcementRecipients)
      .innerJoin(announcements, eq(announcements.id, announcementRecipients.announcementId))
      .where(
        anyOf([
          among(announcementRecipients.registrationId, regIds),
          among(announcementRecipients.applicationId, appIds),
          among(announcementRecipients.email, keys.emails),
          among(announcementRecipients.phone, keys.phones),
        ]),
      )
      .orderBy(asc(announcementRecipients.createdAt))
  ).map(({ row, subject }) => {
    because(row.id, row.email && keys.emails.includes(row.email) ? `e-mail ${row.email} (recipient)` : row.phone && keys.phones.includes(row.phone) ? `phone ${row.phone} (recipient)` : "their registration or application");
    return { ...row, subject };
  });
  const unsubscribe = keys.emails.length > 0 ? await db.select().from(mailUnsubscribes).where(among(mailUnsubscribes.email, keys.emails)) : [];
  for (const u of unsubscribe) because(u.email, `e-mail ${u.email} (their unsubscribe link)`);
  const certificate = await certificatesOfRegistrations(db, regIds);
  for (const c of certificate) because(c.id, "their registration");

  return {
    keys,
    needles,
    scrubbed,
    why,
    mentions: primaries.mentions,
    fields: primaries.fields,
    rows: { application: primaries.apps, member, applicationHistory, payment, registration: primaries.regs, upload, message: primaries.messages, mail, activity, receipt, pageView, letter, unsubscribe, certificate },
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

/** The find's list: each row with what the page shows, links to and why it was found. Files are counted apart (`files`). */
export function listRows(data: PersonData, files: Map<string, string[]>): { rows: PersonalDataRow[]; counts: Record<PersonalDataKind, number> } {
  const out: PersonalDataRow[] = [];
  const r = data.rows;
  const at = (d: Date) => d.toISOString();
  const why = (id: string) => (data.why.get(id) ?? []).join("; ");
  for (const a of r.application)
    out.push({
      kind: "application",
      id: a.id,
      reference: a.reference,
      date: at(a.createdAt),
      description: `${short(a.fullName)}, roll ${short(a.collegeRoll, 20)}: ${a.status.replace("_", " ")}`,
      link: a.suspectedSpamAt ? consolePagePaths.suspectedSpam : `${consolePagePaths.applications}/${a.id}`,
      suspectedSpam: a.suspectedSpamAt !== null,
      matched: why(a.id),
    });
  for (const m of r.member)
    out.push({ kind: "member", id: m.id, reference: null, date: at(m.createdAt), description: `Member number ${m.memberNumber}`, link: consolePagePaths.members, suspectedSpam: false, matched: why(m.id) });
  for (const h of r.applicationHistory)
    out.push({
      kind: "applicationHistory",
      id: h.id,
      reference: null,
      date: at(h.createdAt),
      description: `${h.fromStatus.replace("_", " ")} to ${h.toStatus.replace("_", " ")}`,
      link: `${consolePagePaths.applications}/${h.applicationId}`,
      suspectedSpam: false,
      matched: why(h.id),
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
      matched: why(p.id),
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
      matched: why(g.id),
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
        matched: "a file of their registration",
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
      matched: why(m.id),
    });
  for (const m of r.mail)
    out.push({ kind: "mail", id: m.id, reference: null, date: at(m.createdAt), description: `${m.kind}: ${short(m.subject)} (${m.state})`, link: consolePagePaths.mail, suspectedSpam: false, matched: why(m.id) });
  for (const a of r.activity)
    out.push({ kind: "activity", id: a.id, reference: null, date: at(a.createdAt), description: a.action, link: consolePagePaths.activity, suspectedSpam: false, matched: why(a.id) });
  for (const c of r.receipt)
    out.push({ kind: "receipt", id: c.idempotencyKey, reference: null, date: at(c.createdAt), description: `Answer to ${c.route}`, link: null, suspectedSpam: false, matched: why(c.idempotencyKey) });
  for (const l of r.letter)
    out.push({ kind: "letter", id: l.id, reference: null, date: at(l.createdAt), description: `"${short(l.subject, 40)}" (${l.channel})`, link: consolePagePaths.announcements, suspectedSpam: false, matched: why(l.id) });
  for (const c of r.certificate)
    out.push({ kind: "certificate", id: c.id, reference: c.reference, date: at(c.issuedAt), description: `${c.code}${c.withdrawnAt ? " (withdrawn)" : c.revokedAt ? " (revoked)" : ""}`, link: consolePagePaths.certificates, suspectedSpam: false, matched: why(c.id) });
  for (const u of r.unsubscribe)
    out.push({ kind: "unsubscribe", id: u.email, reference: null, date: at(u.createdAt), description: u.unsubscribedAt ? "Unsubscribed from letters to a group" : "Unsubscribe link (not used)", link: null, suspectedSpam: false, matched: why(u.email) });
  for (const v of r.pageView)
    out.push({ kind: "pageView", id: v.id, reference: null, date: at(v.createdAt), description: `A view of ${short(v.path, 40)}`, link: consolePagePaths.visits, suspectedSpam: false, matched: why(v.id) });
  // Someone else's row naming them as a guardian or parent: only the value is theirs, so the row's
  // reference and contents are not shown; the link is for the admin, who may read the row anyway.
  for (const m of data.mentions)
    out.push({
      kind: "mentioned",
      id: `${m.rowId}:${m.column ?? m.answer}`,
      reference: null,
      date: at(m.date),
      description: `${short(m.where)}: named as guardian (${short(m.label, 40)})`,
      link: m.table === "registration" ? `${consolePagePaths.registrations}/${m.rowId}` : `${consolePagePaths.applications}/${m.rowId}`,
      suspectedSpam: false,
      matched: `${m.value} (${m.label})`,
    });
  const counts = emptyCounts();
  for (const row of out) counts[row.kind]++;
  return { rows: out, counts };
}

/** Replaces, anywhere in a JSON value, a string holding one of the needles as a whole value. */
function scrub(value: unknown, needles: readonly string[]): unknown {
  if (typeof value === "string") return needles.some((n) => holdsWhole(value, n)) ? "(erased)" : value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, needles));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v, needles)]));
  return value;
}

/** The strings of a JSON value that hold one of the needles as a whole value (what an activity entry says about them). */
export function stringsNaming(value: unknown, needles: readonly string[]): string[] {
  if (typeof value === "string") return needles.some((n) => holdsWhole(value, n)) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => stringsNaming(v, needles));
  if (value && typeof value === "object") return Object.values(value).flatMap((v) => stringsNaming(v, needles));
  return [];
}

/**
 * Mail, activity entries, submission receipts and page views about the person: queued mail dropped,
 * the rest of the mail kept as a count without address, subject or text; activity details scrubbed;
 * receipts deleted; page views kept without their referrer. Done first, while the person's rows still say who they are.
 */
export async function eraseTraces(
  tx: Database,
  data: PersonData,
): Promise<{ mail: number; activity: number; receipt: number; pageView: number; letter: number; unsubscribe: number; certificate: number }> {
  const { mail, activity, receipt, pageView, letter, unsubscribe, certificate } = data.rows;
  // Their certificates are withdrawn: the check page says so and keeps nothing of them.
  await withdrawCertificates(tx, [...new Set(certificate.map((c) => c.registrationId).filter((id): id is string => id !== null))]);
  // Their rows on letters to a group and their unsubscribe record go whole.
  if (letter.length > 0) await tx.delete(announcementRecipients).where(among(announcementRecipients.id, letter.map((l) => l.id)));
  if (unsubscribe.length > 0) await tx.delete(mailUnsubscribes).where(among(mailUnsubscribes.email, unsubscribe.map((u) => u.email)));
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
  return { mail: mail.length, activity: activity.length, receipt: receipt.length, pageView: pageView.length, letter: letter.length, unsubscribe: unsubscribe.length, certificate: certificate.length };
}

/**
 * Their value in someone else's row, and nothing else of it: a registration's guardian columns (the
 * guardian's name goes with their phone; the consent stays, as the registration's record), a form's
 * guardian or parent field's answer made empty, an application's father's or mother's phone and name.
 */
export async function eraseMentions(tx: Database, data: PersonData): Promise<number> {
  for (const m of data.mentions) {
    if (m.table === "registration" && m.column === "guardianPhone")
      await tx.update(eventRegistrations).set({ guardianName: null, guardianPhone: null }).where(eq(eventRegistrations.id, m.rowId));
    else if (m.table === "registration" && m.answer)
      await tx
        .update(eventRegistrations)
        .set({ registrationData: sql`jsonb_set(${eventRegistrations.registrationData}, array[${m.answer}::text], '""'::jsonb)` })
        .where(eq(eventRegistrations.id, m.rowId));
    else if (m.column === "fathersPhone") await tx.update(applications).set({ fathersPhone: null, fathersName: null }).where(eq(applications.id, m.rowId));
    else if (m.column === "mothersPhone") await tx.update(applications).set({ mothersPhone: null, mothersName: null }).where(eq(applications.id, m.rowId));
  }
  return data.mentions.length;
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
    // A paid category's payment keeps its type, the club's number and the fee (the counts), not the payer.
    .set({
      registrationData: {},
      contactEmail: null,
      contactPhone: null,
      // The guardian's name and phone; their consent stays, as the registration's record.
      guardianName: null,
      guardianPhone: null,
      cancellationReason: null,
      accountName: null,
      accountNumber: null,
      transactionId: null,
      reference: sql`submission_reference()`,
      // No longer anyone's: in no list, door list, export or count of people; the event's totals keep it.
      erasedAt: sql`now()`,
    })
    .where(among(eventRegistrations.id, registrationIds));
  // Their rows on letters to a group keep how they were reached (the letter's counts), not who they were.
  await tx.update(announcementRecipients).set({ name: null, email: null, phone: null }).where(among(announcementRecipients.registrationId, registrationIds));
  return registrationIds.length;
}

