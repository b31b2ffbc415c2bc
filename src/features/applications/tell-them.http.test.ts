import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tellMessages, type StatusChangeAnswer, type TellBatch, type ToldAnswer } from "./contract.ts";
import { describeActivity } from "#features/activity/contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { activityLog, applications, members } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { applicationRow } from "#tests/support/console-access/applications.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";

// "Tell them": one click's status changes, each applicant to tell on WhatsApp
// (e-mail is off on this server), marked told once and kept.
describe.each(testDatabaseKinds)("tell them on %s", (kind) => {
  let t: TestApp;
  let reviewer: SignedInOrganiser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    reviewer = await signedInAs(t, "reviewer");
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(members);
    await t.db.delete(applications);
    await t.db.delete(activityLog);
  });

  const headers = () => ({ origin: siteOrigin, cookie: reviewer.cookie });
  const change = async (ids: string[], status: string, reason?: string) => {
    const response = await t.app.inject({ method: "POST", url: consoleApiPaths.applicationsStatus, headers: headers(), payload: { ids, status, ...(reason ? { reason } : {}) } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as StatusChangeAnswer;
  };
  const tell = (batchId: string) => t.app.inject({ method: "GET", url: consoleApiPath(consoleApiPaths.applicationsTell, { batchId }), headers: { cookie: reviewer.cookie } });
  const batchOf = async (batchId: string) => {
    const response = await tell(batchId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TellBatch;
  };
  const told = (batchId: string, changeId: string) =>
    t.app.inject({ method: "POST", url: consoleApiPath(consoleApiPaths.applicationsTold, { batchId }), headers: headers(), payload: { changeId } });

  it("lists one bulk approval's applicants oldest first, with member numbers, language and phone, none told and none e-mailed", async () => {
    const base = Date.parse("2026-03-01T06:00:00Z");
    const rows = [0, 1, 2].map((i) =>
      applicationRow({ status: "payment_verified", createdAt: new Date(base + i * 60_000), phone: `0171100000${i}`, lang: i === 1 ? "bn" : "en" }),
    );
    const inserted = await t.db.insert(applications).values(rows).returning({ id: applications.id, fullName: applications.fullName });
    // The table lists newest first: the ids come in that order.
    const answer = await change(inserted.map((row) => row.id).reverse(), "approved");
    expect(answer.changed).toHaveLength(3);
    const batch = await batchOf(answer.batchId!);
    expect(batch).toMatchObject({ batchId: answer.batchId, status: "approved", changedByEmail: reviewer.email });
    expect(batch.people.map((p) => p.applicationId)).toEqual(inserted.map((row) => row.id));
    expect(batch.people.map((p) => p.lang)).toEqual(["en", "bn", "en"]);
    expect(batch.people.map((p) => p.phone)).toEqual(["01711000000", "01711000001", "01711000002"]);
    const numbers = batch.people.map((p) => p.memberNumber!);
    expect([...numbers].sort()).toEqual(numbers);
    expect(new Set(numbers).size).toBe(3);
    for (const person of batch.people) {
      expect(person).toMatchObject({ status: "approved", currentStatus: "approved", toldAt: null, mail: null, reason: null });
      expect(person.memberCardPath).toMatch(/\//);
    }
  });

  it("marks one told once, kept on reload, with an activity entry naming no person", async () => {
    const [row] = await t.db.insert(applications).values(applicationRow({ phone: "01811000000" })).returning({ id: applications.id, fullName: applications.fullName, phone: applications.phone });
    const answer = await change([row!.id], "rejected", "The payment was not found.");
    const before = await batchOf(answer.batchId!);
    expect(before.people).toHaveLength(1);
    const person = before.people[0]!;
    expect(person).toMatchObject({ status: "rejected", reason: "The payment was not found.", toldAt: null });

    const first = await told(answer.batchId!, person.changeId);
    expect(first.statusCode, first.body).toBe(200);
    const firstAnswer = first.json() as ToldAnswer;
    expect(firstAnswer.changeId).toBe(person.changeId);
    const again = await told(answer.batchId!, person.changeId);
    expect(again.statusCode).toBe(200);
    expect((again.json() as ToldAnswer).toldAt).toBe(firstAnswer.toldAt);

    const after = await batchOf(answer.batchId!);
    expect(after.people[0]).toMatchObject({ toldAt: firstAnswer.toldAt, toldByEmail: reviewer.email });

    const entries = await t.db.select().from(activityLog).where(eq(activityLog.action, "applicant-told"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ subjectType: "join_request", subjectId: row!.id, organiserId: reviewer.id, details: { status: "rejected", by: "whatsapp" } });
    expect(describeActivity({ ...entries[0]!, details: entries[0]!.details as Record<string, unknown> })).toBe("Told an applicant on WhatsApp that the application is rejected");
    const written = JSON.stringify(entries[0]);
    expect(written).not.toContain(row!.fullName);
    expect(written).not.toContain(row!.phone!);
    expect(written).not.toContain("The payment was not found.");
  });

  it("refuses an unknown batch, a change of another batch and a bad id, changing nothing", async () => {
    const [a, b] = await t.db.insert(applications).values([applicationRow(), applicationRow()]).returning({ id: applications.id });
    const one = await change([a!.id], "payment_verified");
    const other = await change([b!.id], "payment_verified");
    const otherChange = (await batchOf(other.batchId!)).people[0]!.changeId;

    const unknown = await tell("7d1f0c4e-3b2a-4c59-9e8d-000000000144");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(tellMessages.batchNotFound);

    const wrong = await told(one.batchId!, otherChange);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(tellMessages.changeNotFound);
    expect((await batchOf(other.batchId!)).people[0]!.toldAt).toBeNull();

    const bad = await t.app.inject({ method: "GET", url: consoleApiPath(consoleApiPaths.applicationsTell, { batchId: "not-a-batch" }), headers: { cookie: reviewer.cookie } });
    expect(bad.statusCode).toBe(400);
    const badBody = await t.app.inject({ method: "POST", url: consoleApiPath(consoleApiPaths.applicationsTold, { batchId: one.batchId! }), headers: headers(), payload: { changeId: "nope" } });
    expect(badBody.statusCode).toBe(400);
    expect(await t.db.select().from(activityLog).where(eq(activityLog.action, "applicant-told"))).toHaveLength(0);
  });

  it("says when an application moved on since, and leaves suspected spam out", async () => {
    const [a, spam] = await t.db.insert(applications).values([applicationRow(), applicationRow({ suspectedSpamAt: new Date() })]).returning({ id: applications.id });
    const verified = await change([a!.id, spam!.id], "payment_verified");
    await change([a!.id], "approved");
    const batch = await batchOf(verified.batchId!);
    expect(batch.people.map((p) => p.applicationId)).toEqual([a!.id]);
    // The verification's letter stays that of the verification; the page says it is out of date.
    expect(batch.people[0]).toMatchObject({ status: "payment_verified", currentStatus: "approved", memberNumber: null });
  });
});
