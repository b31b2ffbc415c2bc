import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnnouncementDetail, AnnouncementPreview, WhatsAppRecipient } from "./contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import type { PersonalDataEraseAnswer, PersonalDataFindAnswer } from "#features/personal-data/contract.ts";
import { sendReminderBatch } from "./reminders.server.ts";
import {
  activityLog,
  announcementRecipients,
  announcements,
  eventCategories,
  eventRegistrationForms,
  eventRegistrations,
  eventReminders,
  events,
  mailOutbox,
  mailUnsubscribes,
} from "#server/db/schema.ts";
import { createAnnouncement, previewAudience, whatsAppRecipients } from "./store.server.ts";
import { letterTemplate } from "./mail.server.ts";
import { ticketSecret } from "#features/check-in/service.server.ts";
import { withTransaction } from "#server/unit-of-work.ts";
import { createMailingTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { TestSmtpServer } from "#tests/support/smtp.ts";
import { readZip } from "#tests/support/zip.ts";

// Letters to a group, the day-before reminders and unsubscribing, against the
// real server on both databases.

const hour = 60 * 60 * 1000;
// The fake clock: 1 December 2026, 16:00 in Dhaka (10:00 UTC).
const now = new Date("2026-12-01T10:00:00Z");
const fields = [
  { name: "full_name", label: "Full name", type: "text", required: true },
  { name: "email", label: "Email", type: "email", required: false },
  { name: "phone", label: "Phone", type: "tel", required: false },
];

describe.each(testDatabaseKinds)("letters to a group, reminders and unsubscribing on %s", (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let reviewer: SignedInOrganiser;
  let categoryId: string;
  let counter = 0;

  const call = (method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: reviewer.cookie, ...(method === "GET" ? {} : { origin: siteOrigin }) }, ...(payload ? { payload } : {}) });

  const newEvent = async (values: Partial<typeof events.$inferInsert> & { startsAt: Date }) => {
    const [event] = await t.db.insert(events).values({ title: `Event ${++counter}`, titleBn: `অনুষ্ঠান ${counter}`, ...values }).returning();
    await t.db.insert(eventRegistrationForms).values({ eventId: event!.id, categoryId, formFields: fields });
    return event!.id;
  };
  const register = async (eventId: string, person: { name: string; email?: string; phone?: string; lang?: "en" | "bn"; status?: string; checkedIn?: boolean }) => {
    const [row] = await t.db
      .insert(eventRegistrations)
      .values({
        eventId,
        categoryId,
        registrationData: { full_name: person.name, ...(person.email ? { email: person.email } : {}), ...(person.phone ? { phone: person.phone } : {}) },
        contactEmail: person.email ?? null,
        contactPhone: person.phone ?? null,
        lang: person.lang ?? "en",
        status: person.status ?? "confirmed",
        checkedInAt: person.checkedIn ? new Date() : null,
        ...(person.status === "cancelled" ? { cancelledAt: new Date(), cancellationReason: "Could not come" } : {}),
      })
      .returning();
    return row!;
  };
  const outboxTo = (kindOf: string, emails: string[]) =>
    t.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, kindOf), inArray(mailOutbox.recipient, emails)));
  const stored = async () => ({
    announcements: (await t.db.select({ n: sql<number>`count(*)::int` }).from(announcements))[0]!.n,
    recipients: (await t.db.select({ n: sql<number>`count(*)::int` }).from(announcementRecipients))[0]!.n,
    outbox: (await t.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0]!.n,
    activity: (await t.db.select({ n: sql<number>`count(*)::int` }).from(activityLog).where(eq(activityLog.action, "announcement-sent")))[0]!.n,
  });
  const letter = { subject: "Thank you for coming", body: "Photos are up on the site.", subjectBn: "আসার জন্য ধন্যবাদ", bodyBn: "ছবিগুলো সাইটে আছে।" };

  beforeAll(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    t = await createMailingTestApp(kind, smtp, { seed: true });
    reviewer = await signedInAs(t, "reviewer");
    const [category] = await t.db.insert(eventCategories).values({ name: "School", nameBn: "স্কুল" }).returning();
    categoryId = category!.id;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  describe("the day-before reminder", () => {
    it("goes once to each confirmed registrant with an e-mail address of tomorrow's events, with the ticket, and not for an event with reminders off", async () => {
      // 2 December 2026, 10:00 in Dhaka: the next Dhaka day from the fake clock.
      const tomorrow = await newEvent({ startsAt: new Date("2026-12-02T04:00:00Z"), location: "Hall", locationBn: "হল" });
      const quiet = await newEvent({ startsAt: new Date("2026-12-02T05:00:00Z"), remindersEnabled: false });
      const later = await newEvent({ startsAt: new Date("2026-12-03T04:00:00Z") });
      const en = await register(tomorrow, { name: "Rahim Uddin", email: "rahim.reminder@example.org" });
      const bn = await register(tomorrow, { name: "করিম", email: "karim.reminder@example.org", lang: "bn" });
      await register(tomorrow, { name: "Waiting Person", email: "waiting.reminder@example.org", status: "waitlisted" });
      await register(tomorrow, { name: "No Mail", phone: "01712345678" });
      await register(quiet, { name: "Quiet Person", email: "quiet.reminder@example.org" });
      await register(later, { name: "Later Person", email: "later.reminder@example.org" });
      const everyone = ["rahim.reminder@example.org", "karim.reminder@example.org", "waiting.reminder@example.org", "quiet.reminder@example.org", "later.reminder@example.org"];

      // Two days before: nothing yet.
      await t.app.sendEventReminders(new Date(now.getTime() - 24 * hour));
      expect(await outboxTo("event-reminder", everyone)).toHaveLength(0);

      await t.app.sendEventReminders(now);
      const sent = await outboxTo("event-reminder", everyone);
      expect(sent.map((m) => m.recipient).sort()).toEqual(["karim.reminder@example.org", "rahim.reminder@example.org"]);
      const english = sent.find((m) => m.recipient === en.contactEmail)!;
      expect(english.subject).toBe(`Tomorrow: Event ${counter - 2} (${en.reference})`);
      expect(english.textBody).toContain(`${t.app.mail.siteUrl}/events/ticket/${en.reference}.`);
      expect(english.attachments.map((a) => a.cid)).toEqual(["ticket-qr-code"]);
      const bangla = sent.find((m) => m.recipient === bn.contactEmail)!;
      expect(bangla.lang).toBe("bn");
      expect(bangla.subject).toBe(`আগামীকাল: অনুষ্ঠান ${counter - 2} (${bn.reference})`);
      expect(bangla.textBody).toContain(`${t.app.mail.siteUrl}/bn/events/ticket/${bn.reference}.`);
      expect(bangla.textBody).toContain("কোথায়: হল");

      // Later the same day, and again on the event's day: never twice.
      await t.app.sendEventReminders(new Date(now.getTime() + 5 * hour));
      expect(await outboxTo("event-reminder", everyone)).toHaveLength(2);
      expect(await t.db.select().from(eventReminders).where(inArray(eventReminders.registrationId, [en.id, bn.id]))).toHaveLength(2);
    });

    it("is written once when two sweeps run at the same time", async () => {
      const event = await newEvent({ startsAt: new Date("2026-12-02T09:00:00Z") });
      const emails = Array.from({ length: 12 }, (_, i) => `pair${i}.reminder@example.org`);
      for (const [i, email] of emails.entries()) await register(event, { name: `Pair ${i}`, email });
      const secret = await ticketSecret(t.db);
      // Small batches, so the two sweeps interleave over several transactions each.
      const sweep = async () => {
        let total = 0;
        for (;;) {
          const n = await withTransaction(t.app.db, t.app.mail, (work) => sendReminderBatch(work, { now, ticketSecret: secret, limit: 5 }));
          total += n;
          if (n < 5) return total;
        }
      };
      const [a, b] = await Promise.all([sweep(), sweep()]);
      expect(a + b).toBe(emails.length);
      const rows = await outboxTo("event-reminder", emails);
      expect(rows).toHaveLength(emails.length);
      expect(new Set(rows.map((r) => r.recipient)).size).toBe(emails.length);
    });
  });

  describe("a letter to a group", () => {
    let eventId: string;
    let tokenOfRahima = "";

    beforeAll(async () => {
      eventId = await newEvent({ startsAt: new Date(Date.now() - 48 * hour) });
      await register(eventId, { name: "Rahima", email: "Rahima.Letter@example.org", checkedIn: true });
      await register(eventId, { name: "সুমি", email: "sumi.letter@example.org", lang: "bn", checkedIn: true });
      await register(eventId, { name: "Absent Person", email: "absent.letter@example.org" });
      await register(eventId, { name: "Phone Only", phone: "01812345678", checkedIn: true });
      await register(eventId, { name: "Cancelled Person", email: "cancelled.letter@example.org", status: "cancelled", checkedIn: true });
    });

    it("refuses empty text, an unknown group and an unknown event with a clear message, storing nothing", async () => {
      const before = await stored();
      const empty = await call("POST", consoleApiPaths.announcements, { to: { audience: "registrants", eventId, group: "checked_in" }, letter: { ...letter, body: "   " } });
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toContain("The English text is required.");
      const group = await call("POST", consoleApiPaths.announcements, { to: { audience: "registrants", eventId, group: "everyone-ever" }, letter });
      expect(group.statusCode).toBe(400);
      expect(group.body).toContain("Choose a group: all, checked_in, not_checked_in, waitlisted, category.");
      const event = await call("POST", consoleApiPaths.announcements, { to: { audience: "registrants", eventId: "00000000-0000-4000-8000-00000000abcd", group: "all" }, letter });
      expect(event.statusCode).toBe(400);
      expect(event.json<{ message: string }>().message).toBe("No such event: choose one of the events listed.");
      const noCategory = await call("POST", consoleApiPaths.announcements, { to: { audience: "registrants", eventId, group: "category" }, letter });
      expect(noCategory.statusCode).toBe(400);
      expect(noCategory.body).toContain("Choose a category.");
      expect(await stored()).toEqual(before);
    });

    it("to those checked in: the preview counts them and shows a letter; sending reaches exactly them, in their language", async () => {
      const preview = await call("POST", consoleApiPaths.announcementsPreview, { to: { audience: "registrants", eventId, group: "checked_in" }, letter });
      expect(preview.statusCode, preview.body).toBe(200);
      const seen = preview.json<AnnouncementPreview>();
      expect(seen.counts).toEqual({ total: 3, email: 2, whatsapp: 1, unsubscribed: 0, unreachable: 0 });
      expect(seen.sample?.text).toContain("Photos are up on the site.");

      const before = await stored();
      const sent = await call("POST", consoleApiPaths.announcements, { to: { audience: "registrants", eventId, group: "checked_in" }, letter });
      expect(sent.statusCode, sent.body).toBe(201);
      const { id } = sent.json<{ id: string }>();
      const after = await stored();
      expect(after.announcements - before.announcements).toBe(1);
      expect(after.recipients - before.recipients).toBe(3);
      expect(after.activity - before.activity).toBe(1);

      const mail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "announcement"));
      expect(mail.map((m) => m.recipient).sort()).toEqual(["rahima.letter@example.org", "sumi.letter@example.org"]);
      const english = mail.find((m) => m.recipient === "rahima.letter@example.org")!;
      expect(english.subject).toBe(letter.subject);
      const match = english.textBody.match(new RegExp(`${t.app.mail.siteUrl}/unsubscribe/([0-9a-f]{64})$`));
      expect(match, english.textBody).not.toBeNull();
      tokenOfRahima = match![1]!;
      const bangla = mail.find((m) => m.recipient === "sumi.letter@example.org")!;
      expect(bangla.subject).toBe(letter.subjectBn);
      expect(bangla.lang).toBe("bn");
      expect(bangla.textBody).toMatch(new RegExp(`^ছবিগুলো সাইটে আছে।[\\s\\S]*${t.app.mail.siteUrl}/bn/unsubscribe/[0-9a-f]{64}$`));

      // The page's counts: every e-mail sent or waiting; the WhatsApp list holds the one without e-mail.
      const detail = (await call("GET", consoleApiPath(consoleApiPaths.announcement, { id }))).json<AnnouncementDetail & { whatsApp: WhatsAppRecipient[] }>();
      expect(detail.delivery.sent + detail.delivery.waiting).toBe(2);
      expect(detail.delivery.failed).toBe(0);
      expect(detail.whatsApp).toHaveLength(1);
      const [person] = detail.whatsApp;
      expect(person!.name).toBe("Phone Only");
      expect(person!.link.startsWith("https://wa.me/8801812345678?text=")).toBe(true);
      expect(decodeURIComponent(person!.link.split("text=")[1]!)).toContain("Photos are up on the site.");
      expect(person!.told).toBe(false);

      const told = await call("POST", consoleApiPath(consoleApiPaths.announcementTold, { id, recipientId: person!.id }), { told: true });
      expect(told.statusCode, told.body).toBe(200);
      const again = (await call("GET", consoleApiPath(consoleApiPaths.announcement, { id }))).json<AnnouncementDetail & { whatsApp: WhatsAppRecipient[] }>();
      expect(again.whatsApp[0]!.told).toBe(true);
      expect(again.told).toBe(1);
    });

    it("holds an unsubscribe: the page asks first, the button records it, a later letter skips them, a confirmation still goes", async () => {
      expect(tokenOfRahima).not.toBe("");
      const page = await t.app.inject({ method: "GET", url: `/unsubscribe/${tokenOfRahima}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers["x-robots-tag"]).toContain("noindex");
      expect(page.headers["cache-control"]).toBe("no-store");
      expect(page.body).toContain('<form method="post"');
      // Opening the page (as a link scanner does) changes nothing.
      expect((await t.db.select().from(mailUnsubscribes).where(eq(mailUnsubscribes.token, tokenOfRahima)))[0]!.unsubscribedAt).toBeNull();
      const bangla = await t.app.inject({ method: "GET", url: `/bn/unsubscribe/${tokenOfRahima}` });
      expect(bangla.body).toContain('<html lang="bn">');
      expect(bangla.body).toContain("আনসাবস্ক্রাইব করুন");

      const foreign = await t.app.inject({ method: "POST", url: `/unsubscribe/${tokenOfRahima}`, headers: { origin: "https://elsewhere.example", "content-type": "application/x-www-form-urlencoded" }, payload: "" });
      expect(foreign.statusCode).toBe(403);
      const sandboxed = await t.app.inject({ method: "POST", url: `/unsubscribe/${tokenOfRahima}`, headers: { origin: "null", "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" }, payload: "" });
      expect(sandboxed.statusCode).toBe(403);
      const done = await t.app.inject({ method: "POST", url: `/unsubscribe/${tokenOfRahima}`, headers: { origin: siteOrigin, "content-type": "application/x-www-form-urlencoded" }, payload: "" });
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain("You are unsubscribed.");
      expect((await t.app.inject({ method: "GET", url: `/unsubscribe/${"0".repeat(64)}` })).statusCode).toBe(404);

      await t.db.delete(mailOutbox).where(eq(mailOutbox.kind, "announcement"));
      const sent = await call("POST", consoleApiPaths.announcements, { to: { audience: "registrants", eventId, group: "checked_in" }, letter });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json<{ counts: { unsubscribed: number; email: number } }>().counts).toMatchObject({ unsubscribed: 1, email: 1 });
      const mail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "announcement"));
      expect(mail.map((m) => m.recipient)).toEqual(["sumi.letter@example.org"]);

      // Their own registration's letter still goes: a seat from the waiting list of another event.
      const other = await newEvent({ startsAt: new Date(Date.now() + 10 * 24 * hour) });
      const waiting = await register(other, { name: "Rahima", email: "rahima.letter@example.org", status: "waitlisted" });
      const confirmed = await call("POST", consoleApiPath(consoleApiPaths.registrationConfirm, { id: waiting.id }), {});
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(await outboxTo("registration-seat", ["rahima.letter@example.org"])).toHaveLength(1);
    });

    it("with the club's e-mail off, writes no e-mail: everyone with a phone is on the WhatsApp list", async () => {
      const event = await newEvent({ startsAt: new Date(Date.now() - 24 * hour) });
      await register(event, { name: "Mail And Phone", email: "both.letter@example.org", phone: "01911222333", checkedIn: true });
      await register(event, { name: "Mail Only", email: "mailonly.letter@example.org", checkedIn: true });
      const to = { audience: "registrants" as const, eventId: event, group: "all" as const };
      expect((await previewAudience(t.db, to, false)).counts).toEqual({ total: 2, email: 0, whatsapp: 1, unsubscribed: 0, unreachable: 1 });
      const outboxBefore = (await stored()).outbox;
      const { id, counts } = await t.db.transaction((tx) =>
        createAnnouncement(tx, { to, letter }, { id: reviewer.id, email: reviewer.email }, false, letterTemplate(t.app.mail.siteUrl, "secret")),
      );
      expect(counts).toMatchObject({ whatsapp: 1, unreachable: 1, email: 0 });
      expect((await stored()).outbox).toBe(outboxBefore);
      const listed = await whatsAppRecipients(t.db, id, 10);
      expect(listed.map((r) => [r.name, r.phone])).toEqual([["Mail And Phone", "01911222333"]]);
    });

    it("is found, exported and erased with the person: their letters' rows and unsubscribe record leave no trace", async () => {
      const admin = await signedInAs(t, "admin");
      const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, headers: { cookie: admin.cookie, origin: siteOrigin }, payload });
      const keys = { emails: ["rahima.letter@example.org"] };
      const found = await post(consoleApiPaths.personalDataFind, keys);
      expect(found.statusCode, found.body).toBe(200);
      const { counts } = found.json<PersonalDataFindAnswer>();
      expect(counts.letter).toBe(2);
      expect(counts.unsubscribe).toBe(1);
      const exported = await post(consoleApiPaths.personalDataExport, keys);
      expect(exported.statusCode).toBe(200);
      const files = readZip(exported.rawPayload);
      expect(files.get("letters-to-a-group.csv")?.toString("utf8")).toContain("Thank you for coming");
      expect(files.get("unsubscribe.csv")?.toString("utf8")).toContain("rahima.letter@example.org");

      const erased = await post(consoleApiPaths.personalDataErase, keys);
      expect(erased.statusCode, erased.body).toBe(200);
      expect(erased.json<PersonalDataEraseAnswer>().erased).toMatchObject({ letter: 2, unsubscribe: 1 });
      expect(await t.db.select().from(mailUnsubscribes).where(eq(mailUnsubscribes.email, "rahima.letter@example.org"))).toHaveLength(0);
      expect(await t.db.select().from(announcementRecipients).where(eq(announcementRecipients.email, "rahima.letter@example.org"))).toHaveLength(0);
      const again = (await post(consoleApiPaths.personalDataFind, keys)).json<PersonalDataFindAnswer>();
      expect(again.counts.letter + again.counts.unsubscribe).toBe(0);
    });
  });
});
