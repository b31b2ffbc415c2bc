import { randomInt } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { CertificateDesign, CertificateKind } from "./contract.ts";
import { registrantName } from "#features/registrations/rules.ts";
import type { Database } from "#server/db/client.ts";
import { certificateDesigns, certificates, eventCategories, eventRegistrations, events } from "#server/db/schema.ts";
import { formsByCategory } from "#features/check-in/service.server.ts";

// Certificates: an event's design, the rows issued, the public check, revoking,
// and what one person's data request finds of them.

const codeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** 12 characters of Crockford's base 32 from the system's random source: 60 bits, never guessed. */
export function newCertificateCode(): string {
  let code = "";
  for (let i = 0; i < 12; i++) code += codeAlphabet[randomInt(32)];
  return code;
}

export interface CertificateEvent {
  id: string;
  title: string;
  titleBn: string | null;
  startsAt: Date;
}

export async function readCertificateEvent(db: Database, eventId: string): Promise<CertificateEvent | undefined> {
  const [row] = await db.select({ id: events.id, title: events.title, titleBn: events.titleBn, startsAt: events.startsAt }).from(events).where(eq(events.id, eventId));
  return row;
}

export async function readDesign(db: Database, eventId: string): Promise<CertificateDesign | undefined> {
  const [row] = await db.select({ design: certificateDesigns.design }).from(certificateDesigns).where(eq(certificateDesigns.eventId, eventId));
  return row?.design;
}

export async function saveDesign(tx: Database, eventId: string, design: CertificateDesign, organiserId: string): Promise<void> {
  await tx
    .insert(certificateDesigns)
    .values({ eventId, design, updatedBy: organiserId })
    .onConflictDoUpdate({ target: certificateDesigns.eventId, set: { design, updatedBy: organiserId, updatedAt: sql`now()` } });
}

export interface CertificatePerson {
  registrationId: string;
  reference: string;
  name: string | null;
  category: string;
  checkedIn: boolean;
  email: string | null;
  lang: "en" | "bn";
}

/** The event's confirmed registrations (not erased, not spam), each named from its form's name field. */
export async function certificatePeople(db: Database, eventId: string): Promise<CertificatePerson[]> {
  const [forms, rows] = await Promise.all([
    formsByCategory(db, eventId),
    db
      .select({
        registrationId: eventRegistrations.id,
        reference: eventRegistrations.reference,
        categoryId: eventRegistrations.categoryId,
        category: eventCategories.name,
        answers: eventRegistrations.registrationData,
        checkedInAt: eventRegistrations.checkedInAt,
        email: eventRegistrations.contactEmail,
        lang: eventRegistrations.lang,
      })
      .from(eventRegistrations)
      .innerJoin(eventCategories, eq(eventCategories.id, eventRegistrations.categoryId))
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "confirmed"), isNull(eventRegistrations.suspectedSpamAt), isNull(eventRegistrations.erasedAt))),
  ]);
  const people = rows.map((row) => ({
    registrationId: row.registrationId,
    reference: row.reference,
    name: registrantName(forms.get(row.categoryId) ?? [], (row.answers ?? {}) as Record<string, unknown>),
    category: row.category,
    checkedIn: row.checkedInAt !== null,
    email: row.email,
    lang: row.lang === "bn" ? ("bn" as const) : ("en" as const),
  }));
  people.sort((a, b) => (a.name ?? "\uffff").localeCompare(b.name ?? "\uffff", "en") || a.reference.localeCompare(b.reference));
  return people;
}

export interface IssuedCertificate {
  id: string;
  code: string;
  registrationId: string;
  name: string;
  email: string | null;
  lang: "en" | "bn";
}

/**
 * Gives each person a certificate unless they already have one of this event (the unique index
 * decides, so two organisers issuing at once give one each). Answers those made now.
 */
export async function insertCertificates(
  tx: Database,
  eventId: string,
  people: { person: CertificatePerson; kind: CertificateKind; award: string | null }[],
  organiserId: string,
): Promise<IssuedCertificate[]> {
  const named = people.filter((entry) => entry.person.name !== null);
  if (named.length === 0) return [];
  const inserted = await tx
    .insert(certificates)
    .values(
      named.map(({ person, kind, award }) => ({
        code: newCertificateCode(),
        eventId,
        registrationId: person.registrationId,
        name: person.name!,
        categoryName: person.category,
        kind,
        award,
        lang: person.lang,
        issuedBy: organiserId,
      })),
    )
    .onConflictDoNothing({ target: [certificates.eventId, certificates.registrationId] })
    .returning({ id: certificates.id, code: certificates.code, registrationId: certificates.registrationId, name: certificates.name });
  const byRegistration = new Map(named.map((entry) => [entry.person.registrationId, entry.person]));
  return inserted.map((row) => {
    const person = byRegistration.get(row.registrationId!)!;
    return { id: row.id, code: row.code, registrationId: row.registrationId!, name: row.name!, email: person.email, lang: person.lang };
  });
}

export async function setCertificateOutbox(tx: Database, pairs: { id: string; outboxId: string }[]): Promise<void> {
  for (const pair of pairs) await tx.update(certificates).set({ outboxId: pair.outboxId }).where(eq(certificates.id, pair.id));
}

const certificateColumns = {
  id: certificates.id,
  code: certificates.code,
  eventId: certificates.eventId,
  registrationId: certificates.registrationId,
  reference: eventRegistrations.reference,
  name: certificates.name,
  categoryName: certificates.categoryName,
  kind: certificates.kind,
  award: certificates.award,
  lang: certificates.lang,
  issuedAt: certificates.issuedAt,
  outboxId: certificates.outboxId,
  revokedAt: certificates.revokedAt,
  revokedReason: certificates.revokedReason,
  withdrawnAt: certificates.withdrawnAt,
};

export type StoredCertificate = {
  id: string;
  code: string;
  eventId: string;
  registrationId: string | null;
  reference: string | null;
  name: string | null;
  categoryName: string | null;
  kind: string;
  award: string | null;
  lang: string;
  issuedAt: Date;
  outboxId: string | null;
  revokedAt: Date | null;
  revokedReason: string | null;
  withdrawnAt: Date | null;
};

/** The event's certificates, by name. */
export async function listCertificates(db: Database, eventId: string): Promise<StoredCertificate[]> {
  return db
    .select(certificateColumns)
    .from(certificates)
    .leftJoin(eventRegistrations, eq(eventRegistrations.id, certificates.registrationId))
    .where(eq(certificates.eventId, eventId))
    .orderBy(certificates.name, certificates.code);
}

export async function readCertificate(db: Database, id: string): Promise<StoredCertificate | undefined> {
  const [row] = await db.select(certificateColumns).from(certificates).leftJoin(eventRegistrations, eq(eventRegistrations.id, certificates.registrationId)).where(eq(certificates.id, id));
  return row;
}

export interface PublicCertificate {
  code: string;
  name: string | null;
  kind: string;
  award: string | null;
  categoryName: string | null;
  eventTitle: string;
  eventTitleBn: string | null;
  eventStartsAt: Date;
  issuedAt: Date;
  revokedAt: Date | null;
  withdrawnAt: Date | null;
}

/** What the public check page reads of a code: one indexed row and its event. */
export async function readPublicCertificate(db: Database, code: string): Promise<PublicCertificate | undefined> {
  const [row] = await db
    .select({
      code: certificates.code,
      name: certificates.name,
      kind: certificates.kind,
      award: certificates.award,
      categoryName: certificates.categoryName,
      eventTitle: events.title,
      eventTitleBn: events.titleBn,
      eventStartsAt: events.startsAt,
      issuedAt: certificates.issuedAt,
      revokedAt: certificates.revokedAt,
      withdrawnAt: certificates.withdrawnAt,
    })
    .from(certificates)
    .innerJoin(events, eq(events.id, certificates.eventId))
    .where(eq(certificates.code, code));
  return row;
}

/** What drawing a certificate's PDF needs: its row, its event and the event's design. */
export async function readCertificateForPdf(db: Database, code: string) {
  const [row] = await db
    .select({
      id: certificates.id,
      code: certificates.code,
      name: certificates.name,
      kind: certificates.kind,
      award: certificates.award,
      categoryName: certificates.categoryName,
      eventId: certificates.eventId,
      eventTitle: events.title,
      eventTitleBn: events.titleBn,
      eventStartsAt: events.startsAt,
      revokedAt: certificates.revokedAt,
      withdrawnAt: certificates.withdrawnAt,
      design: certificateDesigns.design,
    })
    .from(certificates)
    .innerJoin(events, eq(events.id, certificates.eventId))
    .leftJoin(certificateDesigns, eq(certificateDesigns.eventId, certificates.eventId))
    .where(eq(certificates.code, code));
  return row;
}

/** Revokes one certificate with the admin's reason; false when there is none or it was already revoked. */
export async function revokeCertificate(tx: Database, id: string, reason: string): Promise<boolean> {
  const rows = await tx
    .update(certificates)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
    .returning({ id: certificates.id });
  return rows.length > 0;
}

/** A registration's certificates still standing (for its ticket page's download link). */
export async function certificatesOfRegistration(db: Database, registrationId: string): Promise<{ code: string }[]> {
  return db
    .select({ code: certificates.code })
    .from(certificates)
    .where(and(eq(certificates.registrationId, registrationId), isNull(certificates.revokedAt), isNull(certificates.withdrawnAt), isNotNull(certificates.name)));
}

/** The certificates of the given registrations, for one person's data: found, exported, then withdrawn on erasure. */
export async function certificatesOfRegistrations(db: Database, registrationIds: readonly string[]): Promise<StoredCertificate[]> {
  if (registrationIds.length === 0) return [];
  return db
    .select(certificateColumns)
    .from(certificates)
    .leftJoin(eventRegistrations, eq(eventRegistrations.id, certificates.registrationId))
    .where(inArray(certificates.registrationId, [...registrationIds]))
    .orderBy(certificates.issuedAt);
}

/** Erasure: each certificate keeps its code, event and kind, says it was withdrawn, and keeps nothing of the person. */
export async function withdrawCertificates(tx: Database, registrationIds: readonly string[]): Promise<number> {
  if (registrationIds.length === 0) return 0;
  const rows = await tx
    .update(certificates)
    .set({ name: null, award: null, categoryName: null, withdrawnAt: sql`coalesce(${certificates.withdrawnAt}, now())`, registrationId: null })
    .where(inArray(certificates.registrationId, [...registrationIds]))
    .returning({ id: certificates.id });
  return rows.length;
}
