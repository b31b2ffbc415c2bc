import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EventCategory } from "../../../shared/api/events.ts";
import { consoleApiPaths, paymentForwardPath } from "../../../shared/console/paths.ts";
import type { ForwarderSecretAnswer, MatchPage, PasteAnswer, ReceivedPage, VerifyAllAnswer, VerifyPreview } from "../../../shared/console/payments.ts";
import { describeActivity } from "../../../shared/console/activity.ts";
import { applicationMessages } from "../../../shared/application-messages.ts";
import { registrationPaymentMessages } from "../../../shared/registration-payment.ts";
import { defaultRateLimit } from "../../app.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "../../db/sample-content.ts";
import { activityLog, applications, eventRegistrationForms, eventRegistrations, events, mailOutbox, paymentSettings, receivedPayments } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/app.ts";
import { applicationRow } from "../../../../tests/support/console-access/applications.ts";
import { testDatabaseKinds } from "../../../../tests/support/databases.ts";
import { newRegistrantContact, registrationPayload, roboticsAnswers } from "../../../../tests/support/factories.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "../../../../tests/support/organisers.ts";
import { bkashSms, clubNumber } from "../../../../tests/support/payments.ts";
import { TestSmtpServer } from "../../../../tests/support/smtp.ts";

// Paid event categories (issue 29 part 4, docs/decisions/116): the Robotics Workshop's College form
// carries a fee of 150 TK; its registrations send their payment, wait as payment_pending holding a
// seat, and are verified by the payments' own matching (paste, verify all, the forwarder).

/** Registrations are moved to 06:00 UTC (12:00 Dhaka) on 1 February 2026; the SMS say 13:NN Dhaka that day. */
const registeredAt = new Date("2026-02-01T06:00:00Z");
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
    t = await createTestApp(kind, { seed: true, jsonCacheTtlMs: 0, rateLimit: { ...defaultRateLimit, max: 10_000, signInMax: 1000 }, mail: smtp.config() });
    reviewer = await signedInAs(t, "reviewer");
    admin = await signedInAs(t, "admin");
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  beforeEach(async () => {
    await t.db.delete(eventRegistrations);
    await t.db.delete(applications);
    await t.db.delete(receivedPayments);
    await t.db.delete(paymentSettings);
    await t.db.delete(activityLog);
    await t.db.delete(mailOutbox);
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
  const sms = (trxId: string, amount = "150.00", minute = 5) => bkashSms({ amount, sender: "01719200001", trxId, at: `01/02/2026 13:${String(minute).padStart(2, "0")}` });
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
});
