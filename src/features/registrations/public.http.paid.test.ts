import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EventCategory } from "#shared/api/events.ts";
import { consoleApiPaths, paymentForwardPath } from "#shared/console/paths.ts";
import type { ForwarderSecretAnswer, MatchPage, PasteAnswer, ReceivedPage, VerifyAllAnswer, VerifyPreview } from "#features/payments/contract.ts";
import { describeActivity } from "#features/activity/contract.ts";
import { applicationMessages } from "#features/applications/rules.ts";
import { registrationPaymentMessages } from "#shared/registration-payment.ts";
import { defaultRateLimit } from "#server/app.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "#server/db/sample-content.ts";
import { activityLog, applications, eventRegistrationForms, eventRegistrations, events, mailOutbox } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { applicationRow } from "#tests/support/console-access/applications.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { newRegistrantContact, registrationPayload, roboticsAnswers } from "#tests/support/factories.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { bkashSms, clubNumber, clearPayments } from "#tests/support/payments.ts";
import { parseCsv } from "#tests/support/csv.ts";
import { TestSmtpServer } from "#tests/support/smtp.ts";
import { expireUnpaidRegistrations } from "#features/payments/service.server.ts";
import { withTransaction } from "#server/unit-of-work.ts";

// Paid event categories: the Robotics Workshop's College form
// carries a fee of 150 TK; its registrations send their payment, wait as payment_pending holding a
// seat, and are verified by the payments' own matching (paste, verify all, the forwarder).

/** Registrations are moved to an hour ago (inside their time to pay); the SMS say a few minutes after that, in Dhaka time. */
const registeredAt = new Date(Math.floor((Date.now() - 60 * 60 * 1000) / 60_000) * 60_000);

/** A time as the wallets write it in an SMS, in Dhaka: 26/11/2026 14:05. */
function dhakaSmsTime(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Dhaka", day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
const fee = 150;

describe.each(testDatabaseKinds)("paid event categories on %s", (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let reviewer: SignedInOrganiser;
  let admin: SignedInOrganiser;
  let ids = 0;

  beforeAll(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    t = await createTestApp(kind, { seed: true, jsonCacheTtlMs: 0, registrationExpiryEveryMs: 0, rateLimit: { ...defaultRateLimit, max: 10_000, signInMax: 1000 }, mail: smtp.config() });
    reviewer = await signedInAs(t, "reviewer");
    admin = await signedInAs(t, "admin");
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  beforeEach(async () => {
    await t.db.delete(eventRegistrations);
    await clearPayments(t.db);
    await t.db.update(events).set({ capacity: null, registrationDeadline: null, waitlistEnabled: false });
    await t.db.update(eventRegistrationForms).set({ capacity: null, registrationDeadline: null, feeTaka: null });
    await t.db
      .update(eventRegistrationForms)
      .set({ feeTaka: fee })
      .where(and(eq(eventRegistrationForms.eventId, ev.roboticsWorkshop), eq(eventRegistrationForms.categoryId, cat.college)));
  });

  const nextId = () => `BKP${String(++ids).padStart(4, "0")}Q7ZX`;
  const online = (transactionId: string, sender = "01719200001") => ({
    paymentType: "online",
    paymentNumber: clubNumber.bkash,
    accountName: "Nadia Islam",
    accountNumber: sender,
    transactionId,
  });
  const register = (payment?: object, categoryId: string = cat.college) =>
    t.app.inject({
      method: "POST",
      url: "/api/event-registrations",
      payload: { ...registrationPayload({ eventId: ev.roboticsWorkshop, categoryId, registrationData: roboticsAnswers(newRegistrantContact()) }), ...(payment ? { payment } : {}) },
    });
  const stored = async (reference: string) => {
    const [row] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.reference, reference));
    return row!;
  };
  /** A registration for the paid category, moved to `registeredAt` so the SMS fall in its window. */
  const registerPaid = async (transactionId: string) => {
    const response = await register(online(transactionId));
    expect(response.statusCode, response.body).toBe(201);
    const { reference, status } = response.json<{ reference: string; status: string }>();
    expect(status).toBe("payment_pending");
    await t.db.update(eventRegistrations).set({ createdAt: registeredAt }).where(eq(eventRegistrations.reference, reference));
    return stored(reference);
  };
  const as = (who: SignedInOrganiser) => ({
    get: (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: who.cookie } }),
    send: (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { origin: siteOrigin, cookie: who.cookie }, ...(payload === undefined ? {} : { payload }) }),
  });
  const sms = (trxId: string, amount = "150.00", minute = 5) => bkashSms({ amount, sender: "01719200001", trxId, at: dhakaSmsTime(new Date(registeredAt.getTime() + minute * 60_000)) });
  const paste = async (text: string) => {
    const response = await as(reviewer).send("POST", consoleApiPaths.paymentsPaste, { text });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PasteAnswer>();
  };
  const categories = async () => (await t.app.inject({ method: "GET", url: `/api/events/${ev.roboticsWorkshop}/categories` })).json<EventCategory[]>();

  describe("the fee", () => {
    it("is shown with the category and the form, and saved from the event editor within 0..100000", async () => {
      const college = (await categories()).find((category) => category.id === cat.college)!;
      expect(college.feeTaka).toBe(fee);
      expect((await categories()).find((category) => category.id === cat.university)!.feeTaka).toBeNull();
      const form = await t.app.inject({ method: "GET", url: `/api/events/${ev.roboticsWorkshop}/categories/${cat.college}/form` });
      expect(form.json()).toMatchObject({ feeTaka: fee });

      const detail = await as(admin).get(consoleApiPaths.contentEvent.replace(":id", ev.roboticsWorkshop));
      expect(detail.statusCode, detail.body).toBe(200);
      const collegeForm = detail.json<{ forms: { categoryId: string; fields: unknown[]; feeTaka: number | null }[] }>().forms.find((f) => f.categoryId === cat.college)!;
      expect(collegeForm.feeTaka).toBe(fee);
      const save = (feeTaka: unknown) =>
        as(admin).send("PATCH" as "PUT", consoleApiPaths.contentEventForm.replace(":id", ev.roboticsWorkshop).replace(":categoryId", cat.college), {
          fields: collegeForm.fields,
          feeTaka,
        });
      for (const bad of [-1, 100_001, 1.5, "150"]) {
        const refused = await save(bad);
        expect(refused.statusCode, String(bad)).toBe(400);
        expect(refused.body).toContain("The fee must be a whole number of taka from 0 to 100000");
      }
      expect((await save(200)).statusCode).toBe(200);
      expect((await categories()).find((category) => category.id === cat.college)!.feeTaka).toBe(200);
      expect((await save(null)).statusCode).toBe(200);
      expect((await categories()).find((category) => category.id === cat.college)!.feeTaka).toBeNull();
    });
  });

  describe("the registration of a paid category", () => {
    it("is refused with 400 without its payment, or with an incomplete one, in Join Us's words; nothing is stored", async () => {
      const missing = await register();
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(registrationPaymentMessages.missing(fee));
      const noType = await register({});
      expect(noType.statusCode).toBe(400);
      expect(noType.json().message).toContain(applicationMessages.paymentTypeRequired);
      const incomplete = await register({ paymentType: "online", paymentNumber: "01000000000", transactionId: " " });
      expect(incomplete.statusCode).toBe(400);
      expect(incomplete.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
        "payment.paymentNumber",
        "payment.accountName",
        "payment.accountNumber",
        "payment.transactionId",
      ]);
      expect(incomplete.json().message).toContain(applicationMessages.transactionIdRequired);
      // A free category takes no payment.
      const free = await register({ paymentType: "cash" }, cat.university);
      expect(free.statusCode).toBe(400);
      expect(await t.db.select().from(eventRegistrations)).toHaveLength(0);
    });

    it("is stored payment_pending with its payment (ID upper-cased and trimmed) and the fee, and holds a seat", async () => {
      await t.db.update(events).set({ capacity: 2 }).where(eq(events.id, ev.roboticsWorkshop));
      const response = await register(online(" bkp0001q7zx "));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ received: true, status: "payment_pending" });
      const row = await stored(response.json<{ reference: string }>().reference);
      expect(row).toMatchObject({ status: "payment_pending", paymentType: "online", paymentNumber: clubNumber.bkash, accountNumber: "01719200001", transactionId: "BKP0001Q7ZX", feeTaka: fee });
      // Cash waits too, until an organiser marks it paid.
      const cash = await register({ paymentType: "cash", transactionId: "ignored" });
      expect(cash.json()).toMatchObject({ status: "payment_pending" });
      expect(await stored(cash.json<{ reference: string }>().reference)).toMatchObject({ paymentType: "cash", transactionId: null, accountNumber: null });
      expect((await categories()).find((category) => category.id === cat.college)!.seatsLeft).toBe(0);
      const full = await register(online(nextId()));
      expect(full.statusCode).toBe(409);
    });

    it("cash: an organiser marks it paid, which confirms it and records who", async () => {
      const cash = await register({ paymentType: "cash" });
      const row = await stored(cash.json<{ reference: string }>().reference);
      const marked = await as(reviewer).send("POST", consoleApiPaths.registrationConfirm.replace(":id", row.id), {});
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json()).toMatchObject({ status: "confirmed", changed: true });
      expect(await stored(row.reference)).toMatchObject({ status: "confirmed", paymentVerifiedAt: expect.any(Date) });
      const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.action, "registration-confirmed"));
      expect(entry!.details).toEqual({ status: { from: "payment_pending", to: "confirmed" }, paymentReceived: true });
    });
  });

  describe("matching", () => {
    it("shows a registration beside applications, verifies it with verify all: confirmed, e-mailed as paid, activity with counts", async () => {
      const exact = await registerPaid(nextId());
      const short = await registerPaid(nextId());
      const waiting = await registerPaid(nextId());
      expect(await paste([sms(exact.transactionId!), sms(short.transactionId!, "100.00", 6)].join("\n\n"))).toMatchObject({ added: 2, verified: 0 });

      const page = (await as(reviewer).get(`${consoleApiPaths.paymentsMatches}?pageSize=100`)).json<MatchPage>();
      const byId = new Map(page.rows.map((row) => [row.id, row]));
      expect(byId.get(exact.id)).toMatchObject({ kind: "registration", eventTitle: expect.any(String), state: "matched", feePoisha: 15000, wallet: "bkash", payment: { senderMatches: true } });
      expect(byId.get(short.id)).toMatchObject({ kind: "registration", state: "amount_differs" });
      expect(byId.get(waiting.id)).toMatchObject({ state: "not_received" });
      expect(page.counts).toMatchObject({ matched: 1, amount_differs: 1, not_received: 1 });

      const received = (await as(reviewer).get(`${consoleApiPaths.paymentsReceived}?show=all`)).json<ReceivedPage>();
      expect(received.rows.find((row) => row.transactionId === exact.transactionId)).toMatchObject({ application: null, registration: { id: exact.id, reference: exact.reference } });
      expect((await as(reviewer).get(consoleApiPaths.paymentsReceived)).json<ReceivedPage>().total).toBe(0);

      const preview = (await as(reviewer).get(consoleApiPaths.paymentsVerifyPreview)).json<VerifyPreview>();
      expect(preview.applications).toEqual([expect.objectContaining({ id: exact.id, kind: "registration", amountPoisha: 15000 })]);
      const answer = await as(reviewer).send("POST", consoleApiPaths.paymentsVerifyAll, { ids: [exact.id, short.id] });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<VerifyAllAnswer>()).toMatchObject({
        verified: 1,
        registrations: 1,
        emailed: true,
        skipped: [{ id: short.id, reference: short.reference, reason: "This registration is no longer an exact match: amount differs." }],
      });
      expect(await stored(exact.reference)).toMatchObject({ status: "confirmed", paymentVerifiedAt: expect.any(Date) });
      expect(await stored(short.reference)).toMatchObject({ status: "payment_pending" });
      const mail = await t.db.select().from(mailOutbox);
      expect(mail.filter((m) => m.subject.startsWith("Payment received"))).toHaveLength(1);
      const entries = await t.db.select().from(activityLog);
      const bulk = entries.find((entry) => entry.action === "payments-verified")!;
      expect(bulk.details).toEqual({ verified: 1, registrations: 1, skipped: 1 });
      expect(describeActivity({ ...bulk, details: bulk.details as Record<string, unknown> })).toBe("Verified the payment of 1 event registration (1 skipped)");
      const single = entries.find((entry) => entry.action === "registration-confirmed")!;
      expect(single).toMatchObject({ subjectId: exact.id, details: { status: { from: "payment_pending", to: "confirmed" }, paymentVerified: true } });

      // The event's export carries each payment beside the attendance columns.
      const csv = await as(reviewer).get(`${consoleApiPaths.registrationsExport}?event=${exact.eventId}`);
      expect(csv.statusCode).toBe(200);
      const [header, ...rows] = parseCsv(csv.body.slice(1));
      const cell = (row: string[], label: string) => row[header!.indexOf(label)];
      const exported = rows.find((row) => cell(row, "Reference") === exact.reference)!;
      expect(["Fee (TK)", "Payment type", "Transaction ID"].map((label) => cell(exported, label))).toEqual([String(fee), "Online", exact.transactionId]);
      expect(cell(exported, "Payment verified at (Dhaka time)")).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(cell(rows.find((row) => cell(row, "Reference") === short.reference)!, "Payment verified at (Dhaka time)")).toBe("");

      // Verifying again changes nothing: it is no longer waiting.
      const again = await as(reviewer).send("POST", consoleApiPaths.paymentsVerifyAll, { ids: [exact.id] });
      expect(again.json<VerifyAllAnswer>()).toMatchObject({ verified: 0, skipped: [{ reason: "This registration is no longer waiting for its payment to be verified." }] });
    });

    it("an ID a registration and an application both name is used elsewhere, for both", async () => {
      const registration = await registerPaid(nextId());
      // Someone's application, approved already, names the same ID (lower-cased, spaced).
      const [application] = await t.db
        .insert(applications)
        .values(applicationRow({ paymentNumber: clubNumber.bkash, transactionId: ` ${registration.transactionId!.toLowerCase()} `, status: "approved" }))
        .returning({ reference: applications.reference });
      await paste(sms(registration.transactionId!));
      const row = (await as(reviewer).get(consoleApiPaths.paymentsMatches)).json<MatchPage>().rows.find((r) => r.id === registration.id)!;
      expect(row).toMatchObject({ state: "id_used_elsewhere", sharedWith: [application!.reference] });
    });

    it("offers a waiting registration as a candidate for a payment with a mistyped ID or from its payer's number", async () => {
      const registration = await registerPaid("BKP7777Q7ZX");
      await paste([sms("BKP7777Q7ZY"), bkashSms({ amount: "150.00", sender: "01719200001", trxId: "BKZZZZZZZZ", at: dhakaSmsTime(registeredAt) })].join("\n\n"));
      const rows = (await as(reviewer).get(consoleApiPaths.paymentsReceived)).json<ReceivedPage>().rows;
      const near = rows.find((row) => row.transactionId === "BKP7777Q7ZY")!;
      expect(near).toMatchObject({ application: null, registration: null });
      // The same payer's number as well as a near ID: both reasons.
      expect(near.candidates).toEqual([
        { kind: "registration", id: registration.id, reference: registration.reference, eventTitle: expect.any(String), status: "payment_pending", transactionId: "BKP7777Q7ZX", reasons: ["similar_id", "same_sender"] },
      ]);
      expect(rows.find((row) => row.transactionId === "BKZZZZZZZZ")!.candidates.map((c) => [c.kind, c.id, c.reasons])).toEqual([["registration", registration.id, ["same_sender"]]]);
      // Once confirmed it waits for nothing, and is offered no more.
      await t.db.update(eventRegistrations).set({ status: "confirmed", paymentVerifiedAt: new Date() }).where(eq(eventRegistrations.id, registration.id));
      expect((await as(reviewer).get(consoleApiPaths.paymentsReceived)).json<ReceivedPage>().rows.every((row) => row.candidates.length === 0)).toBe(true);
    });

    it("a forwarded SMS verifies a registration at once when automatic verification is on", async () => {
      const registration = await registerPaid(nextId());
      const saved = await as(admin).send("PUT", consoleApiPaths.paymentSettings, {
        feeTaka: 200,
        windowDaysBefore: 2,
        windowDaysAfter: 7,
        autoVerify: true,
        forwarderSenders: ["bKash", "NAGAD"],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const secret = (await as(admin).send("POST", consoleApiPaths.paymentForwarderSecret)).json<ForwarderSecretAnswer>().secret;
      const forwarded = await t.app.inject({
        method: "POST",
        url: paymentForwardPath,
        headers: { "x-forwarder-secret": secret },
        payload: { from: "bKash", text: sms(registration.transactionId!), sentStamp: "1769929200000", receivedStamp: "1769929201000", sim: "sim1" },
      });
      expect(forwarded.statusCode, forwarded.body).toBe(201);
      expect(forwarded.json()).toMatchObject({ verified: 1 });
      expect(await stored(registration.reference)).toMatchObject({ status: "confirmed" });
      const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.action, "payments-verified"));
      expect(entry!.details).toEqual({ verified: 1, registrations: 1, skipped: 0, automatic: true, by: "forwarder" });
    });
  });
  describe("expiry of unpaid registrations", () => {
    const hours = 48;
    const later = (h: number) => new Date(registeredAt.getTime() + h * 60 * 60 * 1000);

    it("cancels one past its time to pay, frees its seat for the waiting list, e-mails both, one activity entry with counts", async () => {
      await t.db.update(events).set({ capacity: 1, waitlistEnabled: true }).where(eq(events.id, ev.roboticsWorkshop));
      const unpaid = await registerPaid(nextId());
      // The next one waits, with its payment given: moved up, it holds the seat as payment pending (its time to pay starts then).
      const waiting = await register(online(nextId()));
      expect(waiting.json()).toMatchObject({ status: "waitlisted" });
      const waitingRef = waiting.json<{ reference: string }>().reference;

      // Not yet: one hour before the time is up nothing changes and nothing is recorded.
      expect(await t.app.expireUnpaidRegistrations(later(hours - 1))).toEqual({ expired: 0, promoted: 0, busy: false });
      expect(await t.db.select().from(activityLog).where(eq(activityLog.action, "registration-payments-expired"))).toHaveLength(0);

      expect(await t.app.expireUnpaidRegistrations(later(hours + 1))).toEqual({ expired: 1, promoted: 1, busy: false });
      expect(await stored(unpaid.reference)).toMatchObject({ status: "cancelled", cancellationReason: "Payment not received in time" });
      expect(await stored(waitingRef)).toMatchObject({ status: "payment_pending", confirmedFromWaitlistAt: expect.any(Date) });
      const mail = await t.db.select().from(mailOutbox);
      expect(mail.filter((m) => m.subject.startsWith("Registration cancelled: payment not received in time"))).toHaveLength(1);
      expect(mail.filter((m) => m.subject.startsWith("A seat for you"))).toHaveLength(1);
      const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.action, "registration-payments-expired"));
      expect(entry!.details).toEqual({ expired: 1, promoted: 1, hours });
      expect(describeActivity({ ...entry!, details: entry!.details as Record<string, unknown> })).toBe(
        "Cancelled 1 unpaid registration after 48 hours without payment; 1 registration from the waiting list given the freed seats",
      );
      // Run again: nothing left to expire.
      expect((await t.app.expireUnpaidRegistrations(later(hours + 2))).expired).toBe(0);
    });

    it("leaves a registration verified meanwhile, and follows the admins' setting", async () => {
      const paid = await registerPaid(nextId());
      await t.db.update(eventRegistrations).set({ status: "confirmed" }).where(eq(eventRegistrations.id, paid.id));
      const unpaid = await registerPaid(nextId());
      const saved = await as(admin).send("PUT", consoleApiPaths.paymentSettings, {
        feeTaka: 200,
        windowDaysBefore: 2,
        windowDaysAfter: 7,
        autoVerify: false,
        forwarderSenders: ["bKash", "NAGAD"],
        registrationPaymentHours: 2,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ registrationPaymentHours: 2 });
      const refused = await as(admin).send("PUT", consoleApiPaths.paymentSettings, { feeTaka: 200, windowDaysBefore: 2, windowDaysAfter: 7, autoVerify: false, forwarderSenders: [], registrationPaymentHours: 0 });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain("Give at least 1 hour to pay.");
      expect(await t.app.expireUnpaidRegistrations(later(3))).toMatchObject({ expired: 1 });
      expect(await stored(paid.reference)).toMatchObject({ status: "confirmed" });
      expect(await stored(unpaid.reference)).toMatchObject({ status: "cancelled" });
    });

    it("runs before a new registration counts the seats, so an overdue one never blocks a seat", async () => {
      await t.db.update(events).set({ capacity: 1 }).where(eq(events.id, ev.roboticsWorkshop));
      const unpaid = await registerPaid(nextId());
      await t.db.update(eventRegistrations).set({ createdAt: new Date(Date.now() - 49 * 60 * 60 * 1000) }).where(eq(eventRegistrations.id, unpaid.id));
      // Its time to pay is up: the new registration finds the seat freed.
      const next = await register(online(nextId()));
      expect(next.statusCode, next.body).toBe(201);
      expect(next.json()).toMatchObject({ status: "payment_pending" });
      expect(await stored(unpaid.reference)).toMatchObject({ status: "cancelled", cancellationReason: "Payment not received in time" });
    });

    it("two processes at once do not expire twice", async () => {
      const a = await registerPaid(nextId());
      const b = await registerPaid(nextId());
      // Two runs at once on the same database (as two processes' timers would be): one expires, the other finds the lock taken or nothing left.
      const runs = await Promise.all([
        withTransaction(t.db, t.app.mail, (work) => expireUnpaidRegistrations(work, { now: later(hours + 1) })),
        withTransaction(t.db, t.app.mail, (work) => expireUnpaidRegistrations(work, { now: later(hours + 1) })),
      ]);
      expect(runs.reduce((sum, run) => sum + run.expired, 0)).toBe(2);
      expect(await t.db.select().from(activityLog).where(eq(activityLog.action, "registration-payments-expired"))).toHaveLength(1);
      expect((await t.db.select().from(activityLog).where(eq(activityLog.action, "registration-cancelled"))).map((e) => e.subjectId).sort()).toEqual([a.id, b.id].sort());
    });
  });
});
