import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, sql } from "drizzle-orm";
import { contactMessages, eventRegistrationForms, eventRegistrations, applications, applicationStatusChanges, pageViews } from "../../src/server/db/schema.ts";
import { applicationSchema } from "#features/applications/rules.ts";
import { contactMessageSchema } from "#features/messages/rules.ts";
import { pageViewSchema } from "#features/page-views/contract.ts";
import { normaliseFormFields, fieldKind, isUploadKind } from "../../src/shared/registration-form-fields.ts";
import { checkRegistration } from "../../src/shared/registration-validation.ts";
import { isUploadKeyFor } from "../../src/shared/registration-uploads.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./databases.ts";
import { generateApplications, insertLoadSeed, LoadSeedRefusedError, seededRandom, uniqueReferences, type LoadSeedFacts, type LoadVolume } from "./load-seed.ts";
import { referencePattern } from "../../src/shared/reference.ts";

const tinyVolume: LoadVolume = { applications: 400, events: 3, registrationsPerEvent: 120, messages: 150, pageViews: 600 };
const now = new Date("2026-11-24T06:00:00Z");
const day = 86_400_000;

describe.each(testDatabaseKinds)("load seed on %s", (kind) => {
  let database: TestDatabase;
  let facts: LoadSeedFacts;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    facts = await insertLoadSeed(database.handle.db, tinyVolume, { now });
  });
  afterAll(() => database?.destroy());

  const db = () => database.handle.db;

  it("gives every application, registration and message a reference of the site's shape, none twice", async () => {
    for (const table of [applications, eventRegistrations, contactMessages]) {
      const rows = await db().select({ reference: table.reference }).from(table);
      expect(new Set(rows.map((row) => row.reference)).size).toBe(rows.length);
      for (const { reference } of rows) expect(reference).toMatch(referencePattern);
    }
  });

  it("inserts the volume asked for and says so", async () => {
    expect(facts.counts).toMatchObject({ applications: 400, registrations: 360, messages: 150, pageViews: 600 });
    expect(await db().$count(applications)).toBe(400);
    expect(await db().$count(eventRegistrations)).toBe(360);
    expect(await db().$count(contactMessages)).toBe(150);
    expect(await db().$count(pageViews)).toBe(600);
    expect(await db().$count(applicationStatusChanges)).toBe(facts.counts.statusChanges);
    expect(facts.events).toHaveLength(3);
    for (const event of facts.events) {
      expect(event.registrations).toBe(120);
      expect(event.categoryIds.length).toBeGreaterThanOrEqual(2);
      expect(event.categoryIds.length).toBeLessThanOrEqual(3);
    }
  });

  it("writes applications the join form would accept, cash and online, some in Bangla, 1% with the rare surname", async () => {
    const rows = await db().select().from(applications);
    for (const row of rows) {
      const { id, status, statusReason, statusChangedAt, createdAt, reference, suspectedSpamAt, consentAt, ...input } = row;
      expect(consentAt).toEqual(createdAt);
      expect(reference).toMatch(/^GSC-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
      expect(suspectedSpamAt).toBeNull();
      const parsed = applicationSchema.safeParse(input);
      expect(parsed.success, `${id}: ${parsed.error?.message}`).toBe(true);
      expect(createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(createdAt.getTime()).toBeGreaterThan(now.getTime() - 366 * day);
      expect(status === "rejected").toBe(statusReason !== null);
      expect(status === "pending").toBe(statusChangedAt === null);
    }
    const cash = rows.filter((r) => r.paymentType === "cash");
    expect(cash.length).toBeGreaterThan(50);
    expect(cash.every((r) => r.paymentNumber === null && r.transactionId === null)).toBe(true);
    expect(rows.filter((r) => r.paymentType === "online").length).toBeGreaterThan(150);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["pending", "payment_verified", "approved", "rejected"]));
    expect(rows.some((r) => /[\u0980-\u09ff]/.test(r.fullName))).toBe(true);
    expect(rows.filter((r) => r.fullName.includes(facts.rareSurname))).toHaveLength(4);
    expect(rows.filter((r) => r.phone === facts.applicantPhone).length).toBeGreaterThanOrEqual(1);
  });

  it("has as many applications sharing a transaction ID as it reports, found by the normalised ID", async () => {
    const shared = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(
        sql`upper(btrim(${applications.transactionId})) in (select upper(btrim(transaction_id)) from join_requests where transaction_id is not null group by 1 having count(*) > 1)`,
      );
    expect(facts.applicationsSharingTransactionId).toBeGreaterThanOrEqual(2);
    expect(shared[0]?.n).toBe(facts.applicationsSharingTransactionId);
  });

  it("keeps each reviewed application's history, ending in its status", async () => {
    const changes = await db().select().from(applicationStatusChanges).orderBy(asc(applicationStatusChanges.createdAt));
    const reviewed = await db().select().from(applications).where(sql`${applications.status} <> 'pending'`);
    for (const application of reviewed) {
      const own = changes.filter((c) => c.applicationId === application.id);
      expect(own[0]?.fromStatus).toBe("pending");
      expect(own.at(-1)?.toStatus).toBe(application.status);
      expect(own.at(-1)?.createdAt.getTime()).toBe(application.statusChangedAt?.getTime());
    }
  });

  it("answers every registration's stored form, uploads as upload: keys of that event and field", async () => {
    const forms = await db().select().from(eventRegistrationForms);
    const registrations = await db().select().from(eventRegistrations);
    let uploads = 0;
    for (const registration of registrations) {
      const form = forms.find((f) => f.eventId === registration.eventId && f.categoryId === registration.categoryId);
      expect(form, "a form for the registration's event and category").toBeDefined();
      const fields = normaliseFormFields(form!.formFields);
      const data = registration.registrationData as Record<string, unknown>;
      expect(checkRegistration(fields, data).issues).toEqual([]);
      for (const field of fields) {
        const kind = fieldKind(field.type);
        const value = data[field.name];
        if (!isUploadKind(kind) || typeof value !== "string") continue;
        uploads++;
        expect(value.startsWith("upload:")).toBe(true);
        expect(isUploadKeyFor(value.slice("upload:".length), registration.eventId, field.name, kind)).toBe(true);
      }
    }
    expect(uploads).toBeGreaterThan(100);
    expect(registrations.filter((r) => r.contactPhone === facts.registrantPhone).length).toBeGreaterThanOrEqual(1);
    const fieldTypes = new Set(forms.flatMap((f) => normaliseFormFields(f.formFields).map((field) => field.type)));
    for (const type of ["text", "email", "tel", "select", "radio", "checkbox", "file", "image"]) {
      expect(fieldTypes.has(type) || (type === "checkbox" && fieldTypes.has("checkboxes")), type).toBe(true);
    }
  });

  it("writes messages the contact form would accept, in every state, and page views of the last 30 days", async () => {
    const messages = await db().select().from(contactMessages);
    for (const { name, email, subject, message } of messages) {
      expect(contactMessageSchema.safeParse({ name, email, subject, message }).success).toBe(true);
    }
    expect(new Set(messages.map((m) => m.state))).toEqual(new Set(["unread", "read", "archived"]));
    const views = await db().select().from(pageViews);
    for (const { path, referrer, userAgent, sessionId, createdAt } of views) {
      expect(pageViewSchema.safeParse({ path, referrer, userAgent, sessionId }).success).toBe(true);
      expect(createdAt.getTime()).toBeGreaterThan(now.getTime() - 30 * day);
      expect(createdAt.getTime()).toBeLessThan(now.getTime());
    }
    expect(new Set(views.map((v) => v.sessionId)).size).toBeLessThan(views.length);
  });

  it("refuses a database that already has applications, and adds nothing to it", async () => {
    await expect(insertLoadSeed(db(), tinyVolume, { now })).rejects.toBeInstanceOf(LoadSeedRefusedError);
    expect(await db().$count(applications)).toBe(400);
    expect(await db().$count(pageViews)).toBe(600);
  });
});

describe("load seed rows", () => {
  it("are the same for the same seed, and differ for another", () => {
    const first = generateApplications(seededRandom(7), 50, now);
    const again = generateApplications(seededRandom(7), 50, now);
    const other = generateApplications(seededRandom(8), 50, now);
    expect(again).toEqual(first);
    expect(other.applications.map((a) => a.email)).not.toEqual(first.applications.map((a) => a.email));
  });
});

describe("the load seed's references", () => {
  it("never draws one twice, even for the full 50,000 registrations (the database's own default collided there)", () => {
    const next = uniqueReferences(seededRandom(7));
    const drawn = Array.from({ length: 50_000 }, next);
    expect(new Set(drawn).size).toBe(50_000);
    expect(drawn.every((reference) => referencePattern.test(reference))).toBe(true);
  });
});
