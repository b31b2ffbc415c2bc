import { PassThrough } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consoleApiPaths, paymentForwardPath } from "#shared/console/paths.ts";
import type { ForwarderSecretAnswer } from "./contract.ts";
import { defaultRateLimit } from "#server/app.ts";
import { activityLog, applications, applicationStatusChanges, mailOutbox, receivedPayments } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { applicationRow } from "#tests/support/console-access/applications.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { bkashSms, clubNumber, nagadSms, clearPayments } from "#tests/support/payments.ts";
import { TestSmtpServer } from "#tests/support/smtp.ts";
import { forwarderMessages } from "./forwarder.http.server.ts";

// POST /api/payments/sms as the "Incoming SMS to URL forwarder" app sends it: its default JSON
// template, the secret in a header, a Bearer token or the URL.
// The SMS use real layouts with made-up values (tests/support/payments.ts).

const forwarderLimit = 5;

describe.each(testDatabaseKinds)("the SMS forwarder on %s", (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: SignedInOrganiser;
  let secret: string;
  const logged: string[] = [];

  beforeAll(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => logged.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
    t = await createTestApp(kind, {
      rateLimit: { ...defaultRateLimit, signInMax: 1000, forwarderMax: forwarderLimit },
      mail: smtp.config(),
      logger: { stream },
    });
    admin = await signedInAs(t, "admin");
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  beforeEach(async () => {
    await clearPayments(t.db);
    // A new secret per test: the rate limit counts per secret, so each test starts with its own budget.
    const made = await t.app.inject({ method: "POST", url: consoleApiPaths.paymentForwarderSecret, headers: { origin: siteOrigin, cookie: admin.cookie } });
    secret = made.json<ForwarderSecretAnswer>().secret;
  });

  const sms = (trxId = "BKF0000001", amount = "200.00") => bkashSms({ amount, sender: "01719100001", trxId, at: "01/02/2026 13:00" });
  /** The app's default template: from, text, sentStamp, receivedStamp, sim. */
  const body = (text: string, from = "bKash") => ({ from, text, sentStamp: "1769929200000", receivedStamp: "1769929201000", sim: "sim1" });
  const post = (payload: object, headers: Record<string, string> = { "x-forwarder-secret": secret }, query = "") =>
    t.app.inject({ method: "POST", url: `${paymentForwardPath}${query}`, headers: { "user-agent": "SMS Forwarder App", ...headers }, payload });
  const settings = (changes: object) =>
    t.app.inject({
      method: "PUT",
      url: consoleApiPaths.paymentSettings,
      headers: { origin: siteOrigin, cookie: admin.cookie },
      payload: { feeTaka: 200, windowDaysBefore: 2, windowDaysAfter: 7, autoVerify: false, forwarderSenders: ["bKash", "NAGAD"], ...changes },
    });

  it("stores a forwarded payment once: a repeat is answered 200, already received", async () => {
    const first = await post(body(sms()));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ status: "received", verified: 0, message: forwarderMessages.stored });
    const again = await post(body(sms()));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: "already_received", verified: 0, message: forwarderMessages.alreadyReceived });
    const stored = await t.db.select().from(receivedPayments);
    expect(stored).toEqual([expect.objectContaining({ wallet: "bkash", amountPoisha: 20000, transactionId: "BKF0000001", source: "forward", addedBy: null, senderNumber: "01719100001" })]);
  });

  it("takes the secret from the header, a Bearer token or ?secret=, and never logs it", async () => {
    expect((await post(body(sms("BKF0000002")), { authorization: `Bearer ${secret}` })).statusCode).toBe(201);
    expect((await post(body(sms("BKF0000003")), {}, `?secret=${encodeURIComponent(secret)}`)).statusCode).toBe(201);
    await new Promise((resolve) => setImmediate(resolve));
    const all = logged.join("\n");
    expect(all).toContain(paymentForwardPath);
    expect(all).not.toContain(secret);
    expect(all).not.toContain("BKF0000003");
  });

  it("answers 401 without a valid secret, and when forwarding is off; nothing is stored", async () => {
    for (const headers of [{}, { "x-forwarder-secret": "wrong" }, { authorization: "Bearer wrong" }, { authorization: secret }] as Record<string, string>[]) {
      const response = await post(body(sms()), headers);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(forwarderMessages.unauthorised);
    }
    await t.app.inject({ method: "DELETE", url: consoleApiPaths.paymentForwarderSecret, headers: { origin: siteOrigin, cookie: admin.cookie } });
    expect((await post(body(sms()))).statusCode).toBe(401);
    expect(await t.db.select().from(receivedPayments)).toEqual([]);
  });

  it("refuses a sender that is not a configured wallet sender (any letter case is fine)", async () => {
    const response = await post(body(sms(), "01719100001"));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(forwarderMessages.sender);
    expect((await post(body(nagadSms({ amount: "200.00", sender: "01719100002", trxId: "NGF00001", at: "01/02/2026 13:00" }), "Nagad"))).statusCode).toBe(201);
    await settings({ forwarderSenders: ["16247"] });
    expect((await post(body(sms("BKF0000004")))).statusCode).toBe(403);
    expect((await post(body(sms("BKF0000004"), "16247"))).statusCode).toBe(201);
  });

  it("refuses a text in one wallet's layout from another wallet's sender (422), and stores nothing", async () => {
    await settings({ forwarderSenders: ["bKash", "NAGAD", "01719100009"] });
    const nagadText = nagadSms({ amount: "200.00", sender: "01719100002", trxId: "NGF00009", at: "01/02/2026 13:00" });
    for (const [text, from, wallet] of [
      [sms("BKF0000009"), "nagad", "bKash"],
      [sms("BKF0000009"), "01719100009", "bKash"],
      [nagadText, "bKash", "Nagad"],
    ] as const) {
      const response = await post(body(text, from));
      expect(response.statusCode, from).toBe(422);
      expect(response.json().message).toBe(forwarderMessages.walletMismatch(wallet === "bKash" ? "bkash" : "nagad"));
    }
    expect(await t.db.select().from(receivedPayments)).toEqual([]);
    expect((await post(body(nagadText, "NAGAD"))).statusCode).toBe(201);
  });

  it("refuses an amount over Tk 10,00,000 with its reason (422), never a 500", async () => {
    const response = await post(body(sms("BKF0000010", "50,000,000.00")));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("The amount Tk 5,00,00,000 is more than the Tk 10,00,000 one payment may be: check it by hand.");
    expect(await t.db.select().from(receivedPayments)).toEqual([]);
  });

  it("answers 422 with the parser's reason for an SMS that is not a payment, and stores nothing", async () => {
    const response = await post(body("Your bKash verification code is 123456. Never share it."));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("This is a verification code (OTP), not a payment.");
    expect(await t.db.select().from(receivedPayments)).toEqual([]);
  });

  it("refuses a body that is not the template, with what is missing", async () => {
    const response = await post({ sender: "bKash", message: sms() });
    expect(response.statusCode).toBe(400);
    const missing = await post({ from: "bKash" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('"text"');
  });

  it("limits each secret to its budget a minute, with Retry-After", async () => {
    const answers = [];
    for (let i = 0; i < forwarderLimit + 1; i++) answers.push(await post(body(sms(`BKL${String(i).padStart(7, "0")}`))));
    expect(answers.slice(0, forwarderLimit).map((r) => r.statusCode)).toEqual(Array(forwarderLimit).fill(201));
    expect(answers[forwarderLimit]!.statusCode).toBe(429);
    expect(answers[forwarderLimit]!.headers["retry-after"]).toBeDefined();
  });

  // It spends this address's budget of wrong secrets for the minute: no test after it sends a wrong one.
  it("answers 429 once an address has sent too many wrong secrets, whichever they were", async () => {
    const statuses = [];
    for (let i = 0; i < defaultRateLimit.max + 2; i++) statuses.push((await post(body(sms()), { "x-forwarder-secret": `guess-${i}` })).statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(defaultRateLimit.max);
    expect(statuses.at(-1)).toBe(429);
    // The right secret is still served.
    expect((await post(body(sms("BKF0000011")))).statusCode).toBe(201);
  });

  it("verifies an exact match at once when automatic verification is on: history row with the payment, e-mail, activity entry by the forwarder", async () => {
    const [exact] = await t.db
      .insert(applications)
      .values(applicationRow({ paymentNumber: clubNumber.bkash, accountNumber: "01719100001", transactionId: "BKF0000009", createdAt: new Date("2026-02-01T06:00:00Z") }))
      .returning({ id: applications.id });
    const [short] = await t.db
      .insert(applications)
      .values(applicationRow({ paymentNumber: clubNumber.bkash, accountNumber: "01719100001", transactionId: "BKF0000010", createdAt: new Date("2026-02-01T06:00:00Z") }))
      .returning({ id: applications.id });

    // Off (the default): stored, not verified.
    expect((await post(body(sms("BKF0000008")))).json()).toMatchObject({ verified: 0 });
    await settings({ autoVerify: true });
    expect((await post(body(sms("BKF0000009")))).json()).toMatchObject({ status: "received", verified: 1 });
    expect((await post(body(sms("BKF0000010", "150.00")))).json()).toMatchObject({ status: "received", verified: 0 });

    const [verified] = await t.db.select().from(applications).where(eq(applications.id, exact!.id));
    expect(verified!.status).toBe("payment_verified");
    const [notVerified] = await t.db.select().from(applications).where(eq(applications.id, short!.id));
    expect(notVerified!.status).toBe("pending");
    const [payment] = await t.db.select().from(receivedPayments).where(eq(receivedPayments.transactionId, "BKF0000009"));
    const history = await t.db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.applicationId, exact!.id));
    expect(history).toEqual([expect.objectContaining({ toStatus: "payment_verified", organiserId: null, organiserEmail: null, receivedPaymentId: payment!.id })]);
    expect((await t.db.select().from(mailOutbox)).filter((mail) => mail.kind === "application-status")).toHaveLength(1);
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.action, "payments-verified"));
    expect(entries).toEqual([expect.objectContaining({ organiserId: null, organiserEmail: null, subjectId: exact!.id, details: { verified: 1, skipped: 0, automatic: true, by: "forwarder" } })]);
  });
});
