import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "#shared/api/paths.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { retentionDefaults, retentionKinds, type PublicRetention, type RetentionAnswer, type RetentionCounts } from "./contract.ts";
import { uploadBucket, uploadKey } from "#shared/registration-uploads.ts";
import { tryRetentionLock } from "./store.server.ts";
import { activityLog, announcementRecipients, announcements, applications, contactMessages, eventCategories, eventRegistrations, events, mailOutbox, pageViews, registrationUploads } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { applicationPayload } from "#tests/support/factories.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { solidPng } from "#tests/support/upload-files.ts";

// Retention rules: each kind has a row past its period and one
// within it; the run removes exactly the first, keeps the second, and a second run changes nothing.

const day = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * day);

describe.each(testDatabaseKinds)("retention on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInOrganiser;
  const ids: Record<string, string> = {};
  const files = { old: uploadKey("00000000-0000-4000-8000-000000000001", "photo", 1_795_000_000_201, "png"), recent: uploadKey("00000000-0000-4000-8000-000000000002", "photo", 1_795_000_000_202, "png") };

  const call = (method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie, ...(method === "GET" ? {} : { origin: siteOrigin }) }, ...(payload ? { payload } : {}) });
  const settings = async () => {
    const response = await call("GET", consoleApiPaths.retention);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RetentionAnswer>();
  };
  const rules = (on: boolean, previewed?: RetentionCounts) =>
    Object.fromEntries(
      retentionKinds.map((k) => [k, { days: retentionDefaults[k], on, ...(previewed ? { previewed: previewed[k] + (k === "registrations" ? previewed.files : 0) } : {}) }]),
    );
  /** Everything the rules touch, as the test compares it before and after a run. */
  const snapshot = async () => ({
    registrations: await t.db.select().from(eventRegistrations).orderBy(eventRegistrations.id),
    uploads: await t.db.select().from(registrationUploads).orderBy(registrationUploads.key),
    applications: (await t.db.select({ id: applications.id }).from(applications)).map((r) => r.id).sort(),
    messages: (await t.db.select({ id: contactMessages.id }).from(contactMessages)).map((r) => r.id).sort(),
    mail: await t.db.select({ id: mailOutbox.id, textBody: mailOutbox.textBody }).from(mailOutbox).orderBy(mailOutbox.id),
    views: await t.db.select({ id: pageViews.id, sessionId: pageViews.sessionId }).from(pageViews).orderBy(pageViews.id),
    activity: (await t.db.select({ id: activityLog.id }).from(activityLog).where(sql`${activityLog.action} <> 'retention-run'`)).map((r) => r.id).sort(),
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { jsonCacheTtlMs: 0, storage: { kind: "local", root: mkdtempSync(path.join(tmpdir(), "uploads-ret-")), bucket: uploadBucket } });
    admin = await signedInAs(t, "admin");
    const [category] = await t.db.insert(eventCategories).values({ name: "College" }).returning();
    const [oldEvent] = await t.db.insert(events).values({ title: "Old fair", startsAt: ago(201), endsAt: ago(200) }).returning();
    // No end: its start counts.
    const [oldNoEnd] = await t.db.insert(events).values({ title: "Old talk", startsAt: ago(190) }).returning();
    const [recentEvent] = await t.db.insert(events).values({ title: "Recent fair", startsAt: ago(11), endsAt: ago(10) }).returning();
    for (const key of Object.values(files)) await t.app.storage.create(key, solidPng(), "image/png");
    const reg = async (eventId: string, data: Record<string, string>) =>
      (await t.db.insert(eventRegistrations).values({ eventId, categoryId: category!.id, registrationData: data }).returning())[0]!;
    const oldReg = await reg(oldEvent!.id, { full_name: "Rumana Akter", email: "rumana@example.org", photo: t.app.storage.referenceOf(files.old) });
    await t.db.insert(registrationUploads).values({ key: files.old, bytes: 100, addressHash: "h", registrationId: oldReg.id, claimedAt: ago(200) });
    ids.oldReg = oldReg.id;
    ids.oldNoEndReg = (await reg(oldNoEnd!.id, { full_name: "Sabbir Hasan", phone: "01712000111" })).id;
    const recentReg = await reg(recentEvent!.id, { full_name: "Tania Sultana", photo: t.app.storage.referenceOf(files.recent) });
    await t.db.insert(registrationUploads).values({ key: files.recent, bytes: 100, addressHash: "h", registrationId: recentReg.id, claimedAt: ago(10) });
    ids.recentReg = recentReg.id;
    // A letter to a group reached the old and the recent registrant: their rows hold a name and contact.
    const [letter] = await t.db
      .insert(announcements)
      .values({ audience: "registrants", audienceGroup: "all", eventId: oldEvent!.id, subject: "Bring your card", body: "Hello", subjectBn: "কার্ড আনুন", bodyBn: "শুভেচ্ছা", recipientCount: 2 })
      .returning();
    await t.db.insert(announcementRecipients).values([
      { announcementId: letter!.id, registrationId: oldReg.id, name: "Rumana Akter", email: "rumana@example.org", channel: "email" },
      { announcementId: letter!.id, registrationId: recentReg.id, name: "Tania Sultana", phone: "01712000222", channel: "whatsapp" },
    ]);

    const app = async (status: "rejected" | "pending", changed: Date, email: string) =>
      (await t.db.insert(applications).values({ ...applicationPayload({ email, collegeRoll: email.slice(0, 6) }), status, statusChangedAt: changed, ...(status === "rejected" ? { statusReason: "Incomplete" } : {}) }).returning())[0]!.id;
    ids.oldRejected = await app("rejected", ago(100), "old.rejected@example.org");
    ids.recentRejected = await app("rejected", ago(10), "recent.rejected@example.org");
    ids.oldPending = await app("pending", ago(400), "old.pending@example.org");

    const message = async (state: "archived" | "read", archivedAt?: Date) =>
      (await t.db.insert(contactMessages).values({ name: "Someone", email: "someone@example.org", message: "Hello", state, ...(archivedAt ? { archivedAt } : {}), createdAt: ago(500) }).returning())[0]!.id;
    ids.oldArchived = await message("archived", ago(400));
    ids.recentArchived = await message("archived", ago(10));
    ids.oldRead = await message("read");

    await t.db.insert(mailOutbox).values([
      { messageId: "<old-sent@club>", kind: "registration", recipient: "a@example.org", subject: "Registered", textBody: "Your reference is ABC.", state: "sent", sentAt: ago(40), createdAt: ago(40) },
      { messageId: "<recent-sent@club>", kind: "registration", recipient: "b@example.org", subject: "Registered", textBody: "Your reference is DEF.", state: "sent", sentAt: ago(5), createdAt: ago(5) },
      { messageId: "<old-pending@club>", kind: "registration", recipient: "c@example.org", subject: "Registered", textBody: "Still to send.", createdAt: ago(40) },
    ]);
    await t.db.insert(pageViews).values([
      { path: "/", sessionId: "session-old", createdAt: ago(40) },
      { path: "/", sessionId: "session-recent", createdAt: ago(5) },
    ]);
    await t.db.insert(activityLog).values([
      { action: "export", details: { count: 1 }, createdAt: ago(800) },
      { action: "export", details: { count: 2 }, createdAt: ago(100) },
    ]);
  });
  afterAll(() => t.close());

  it("starts with every rule off at its default days, and previews what each would remove", async () => {
    const answer = await settings();
    for (const k of retentionKinds) expect(answer.rules[k]).toEqual({ days: retentionDefaults[k], on: false });
    expect(answer.preview).toEqual({ registrations: 2, files: 1, rejectedApplications: 1, archivedMessages: 1, mailBodies: 1, pageViewSessions: 1, activityLog: 1 });
    expect(answer.lastRun).toBeNull();
    // Other days: a shorter registrations period takes the recent event's too.
    const preview = await call("POST", consoleApiPaths.retentionPreview, { ...retentionDefaults, registrations: 5, activityLog: 50 });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ registrations: 3, files: 2, activityLog: 2 });
  });

  it("refuses bad days with one clear sentence and changes nothing", async () => {
    for (const [days, message] of [
      [0, "Days must be at least 1."],
      [5000, "Days must be at most 3650 (ten years)."],
      [1.5, "Days must be a whole number."],
    ] as const) {
      const response = await call("PUT", consoleApiPaths.retention, { ...rules(false), mailBodies: { days, on: false } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await settings()).rules.mailBodies.days).toBe(30);
  });

  it("refuses to switch a rule on without the preview's count, or with an outdated one", async () => {
    const missing = await call("PUT", consoleApiPaths.retention, rules(true));
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe('Preview "Event registrations and their files" before switching it on: it would remove 3 now.');
    const { preview } = await settings();
    const wrong = await call("PUT", consoleApiPaths.retention, { ...rules(true, preview), activityLog: { days: 730, on: true, previewed: 7 } });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe('"The organisers\' activity log" would now remove 1, not the 7 previewed: look at the new preview and save again.');
    expect(Object.values((await settings()).rules).every((r) => !r.on)).toBe(true);
    // Nothing was removed by saving or refusing.
    expect((await settings()).preview).toEqual(preview);
  });

  it("runs nothing while every rule is off", async () => {
    const before = await snapshot();
    const run = await call("POST", consoleApiPaths.retentionRun);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().counts).toEqual({ registrations: 0, files: 0, rejectedApplications: 0, archivedMessages: 0, mailBodies: 0, pageViewSessions: 0, activityLog: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it("switches the rules on with the preview seen, then removes exactly what is past its period", async () => {
    const { preview } = await settings();
    const saved = await call("PUT", consoleApiPaths.retention, rules(true, preview));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(Object.values(saved.json<RetentionAnswer>().rules).every((r) => r.on)).toBe(true);

    const run = await call("POST", consoleApiPaths.retentionRun);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({ busy: false, filesLeft: 0, counts: { registrations: 2, files: 1, rejectedApplications: 1, archivedMessages: 1, mailBodies: 1, pageViewSessions: 1, activityLog: 1 } });

    // Files: the old event's gone from storage, the recent one's kept.
    expect(await t.app.storage.exists(files.old)).toBe(false);
    expect(await t.app.storage.exists(files.recent)).toBe(true);
    const regs = await t.db.select().from(eventRegistrations);
    const byId = new Map(regs.map((r) => [r.id, r]));
    for (const id of [ids.oldReg!, ids.oldNoEndReg!]) {
      expect(byId.get(id)!.registrationData).toEqual({});
      expect(byId.get(id)!.contactEmail).toBeNull();
      expect(byId.get(id)!.contactPhone).toBeNull();
    }
    expect(byId.get(ids.recentReg!)!.registrationData).toMatchObject({ full_name: "Tania Sultana" });
    // Letter rows keep the channel (the letter's counts), not the person.
    const letterRows = await t.db.select().from(announcementRecipients);
    expect(letterRows.find((r) => r.registrationId === ids.oldReg)).toMatchObject({ name: null, email: null, phone: null, channel: "email" });
    expect(letterRows.find((r) => r.registrationId === ids.recentReg)).toMatchObject({ name: "Tania Sultana", phone: "01712000222" });
    expect((await t.db.select().from(registrationUploads)).map((u) => u.key)).toEqual([files.recent]);

    const appIds = (await t.db.select({ id: applications.id }).from(applications)).map((r) => r.id).sort();
    expect(appIds).toEqual([ids.recentRejected!, ids.oldPending!].sort());
    const messageIds = (await t.db.select({ id: contactMessages.id }).from(contactMessages)).map((r) => r.id).sort();
    expect(messageIds).toEqual([ids.recentArchived!, ids.oldRead!].sort());
    const mail = await t.db.select().from(mailOutbox);
    expect(mail.find((m) => m.messageId === "<old-sent@club>")!.textBody).toBe("");
    expect(mail.find((m) => m.messageId === "<old-sent@club>")!.recipient).toBe("a@example.org");
    expect(mail.find((m) => m.messageId === "<recent-sent@club>")!.textBody).toBe("Your reference is DEF.");
    expect(mail.find((m) => m.messageId === "<old-pending@club>")!.textBody).toBe("Still to send.");
    const views = await t.db.select().from(pageViews);
    expect(views.map((v) => v.sessionId).sort()).toEqual(["", "session-recent"]);
    expect((await t.db.select().from(activityLog).where(sql`${activityLog.createdAt} < ${ago(700).toISOString()}`)).length).toBe(0);

    // One activity entry, counts only, by the admin who pressed Run now.
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.action, "retention-run"));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.organiserEmail).toBe(admin.email);
    expect(entries[0]!.details).toEqual({ counts: { registrations: 2, files: 1, rejectedApplications: 1, archivedMessages: 1, mailBodies: 1, pageViewSessions: 1, activityLog: 1 }, filesLeft: 0 });

    const after = await settings();
    expect(after.lastRun!.counts.registrations).toBe(2);
    expect(Object.values(after.preview).every((n) => n === 0)).toBe(true);
  });

  it("running again changes nothing more and writes no entry", async () => {
    const before = await snapshot();
    const run = await t.app.applyRetention();
    expect(run.counts).toEqual({ registrations: 0, files: 0, rejectedApplications: 0, archivedMessages: 0, mailBodies: 0, pageViewSessions: 0, activityLog: 0 });
    expect(await snapshot()).toEqual(before);
    expect(await t.db.select().from(activityLog).where(eq(activityLog.action, "retention-run"))).toHaveLength(1);
  });

  it("takes its clock from the caller: half a year on, the recent event's registration goes too", async () => {
    const run = await t.app.applyRetention({ now: new Date(Date.now() + 200 * day) });
    expect(run.counts).toMatchObject({ registrations: 1, files: 1, rejectedApplications: 1, archivedMessages: 0, mailBodies: 1, pageViewSessions: 1 });
    expect(await t.app.storage.exists(files.recent)).toBe(false);
    expect((await t.db.select().from(announcementRecipients)).map((r) => [r.name, r.email, r.phone])).toEqual([
      [null, null, null],
      [null, null, null],
    ]);
    const entry = (await t.db.select().from(activityLog).where(eq(activityLog.action, "retention-run"))).find((e) => e.organiserEmail === null);
    expect(entry?.organiserId).toBeNull();
    expect(JSON.stringify(entry?.details)).not.toMatch(/example\.org|Tania|session-/);
  });

  it("runs in one process at a time: a second caller finds the lock taken and does nothing", async () => {
    // Two calls in one process share the run in progress.
    const [a, b] = await Promise.all([t.app.applyRetention(), t.app.applyRetention()]);
    expect(a).toBe(b);
    // Another process (another connection) holding the lock: this one answers busy. PGlite is one
    // process with one connection, where the lock cannot be held by anyone else.
    if (kind !== "postgres") return;
    await t.db.transaction(async (tx) => {
      expect(await tryRetentionLock(tx)).toBe(true);
      const run = await t.app.applyRetention();
      expect(run.busy).toBe(true);
    });
  });

  it("a registration anonymised before letters were covered loses its letter rows' contact on the next run", async () => {
    const [event] = await t.db.insert(events).values({ title: "Older fair", startsAt: ago(301), endsAt: ago(300) }).returning();
    const [category] = await t.db.select().from(eventCategories).limit(1);
    const [reg] = await t.db.insert(eventRegistrations).values({ eventId: event!.id, categoryId: category!.id, registrationData: {}, erasedAt: ago(200) }).returning();
    const [letter] = await t.db.insert(announcements).values({ audience: "registrants", audienceGroup: "all", eventId: event!.id, subject: "S", body: "B", subjectBn: "স", bodyBn: "ব", recipientCount: 1 }).returning();
    await t.db.insert(announcementRecipients).values({ announcementId: letter!.id, registrationId: reg!.id, name: "Nadia Islam", phone: "01712000333", channel: "whatsapp" });
    expect((await settings()).preview.registrations).toBe(1);
    const run = await t.app.applyRetention();
    expect(run.counts.registrations).toBe(1);
    const [row] = await t.db.select().from(announcementRecipients).where(eq(announcementRecipients.registrationId, reg!.id));
    expect(row).toMatchObject({ name: null, email: null, phone: null, channel: "whatsapp" });
    expect((await settings()).preview.registrations).toBe(0);
  });

  it("keeps when a message was archived: set when it is archived, cleared when it leaves the archive", async () => {
    const [m] = await t.db.insert(contactMessages).values({ name: "Someone", email: "x@example.org", message: "Hi" }).returning();
    expect(m!.archivedAt).toBeNull();
    const [archived] = await t.db.update(contactMessages).set({ state: "archived" }).where(eq(contactMessages.id, m!.id)).returning();
    expect(archived!.archivedAt).toBeInstanceOf(Date);
    const [read] = await t.db.update(contactMessages).set({ state: "read" }).where(eq(contactMessages.id, m!.id)).returning();
    expect(read!.archivedAt).toBeNull();
  });

  it("states the periods publicly from the same settings, dropped when they change", async () => {
    const response = await t.app.inject({ method: "GET", url: apiPaths.retention });
    expect(response.statusCode).toBe(200);
    const body = response.json<PublicRetention>();
    expect(body.rules.registrations).toEqual({ days: 180, on: true });
    const off = await call("PUT", consoleApiPaths.retention, { ...rules(true, (await settings()).preview), mailBodies: { days: 45, on: false } });
    expect(off.statusCode, off.body).toBe(200);
    const again = await t.app.inject({ method: "GET", url: apiPaths.retention });
    expect(again.json<PublicRetention>().rules.mailBodies).toEqual({ days: 45, on: false });
  });
});
