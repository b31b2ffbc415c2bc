import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consoleApiPath, consoleApiPaths, paymentForwardPath } from "#shared/console/paths.ts";
import type { ApplicationDetail, TellBatch } from "#features/applications/contract.ts";
import {
  pasteMessages,
  pasteRules,
  type ForwarderSecretAnswer,
  type MatchPage,
  type PasteAnswer,
  type PaymentSettings,
  type ReceivedPage,
  type VerifyAllAnswer,
  type VerifyPreview,
} from "./contract.ts";
import { parseCsv } from "#tests/support/csv.ts";
import { describeActivity } from "#features/activity/contract.ts";
import { defaultRateLimit } from "#server/app.ts";
import { activityLog, applications, applicationStatusChanges, mailOutbox, paymentSettings, receivedPayments } from "#server/db/schema.ts";
import { hashForwarderSecret, readMembershipFee } from "./settings.store.server.ts";
import { boundedEditDistance } from "./store.server.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { applicationRow } from "#tests/support/console-access/applications.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { bkashSms, clubNumber, doneWhenCases, nagadSms, type PaymentCase, clearPayments } from "#tests/support/payments.ts";
import { TestSmtpServer } from "#tests/support/smtp.ts";

/** Applications are submitted at 06:00 UTC (12:00 Dhaka) on 1 February 2026; the SMS say 13:NN Dhaka that day. */
const submittedAt = new Date("2026-02-01T06:00:00Z");

describe.each(testDatabaseKinds)("payments on %s", (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let reviewer: SignedInOrganiser;
  let admin: SignedInOrganiser;

  beforeAll(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    // E-mail on, so a verification's letter is seen queued with it.
    t = await createTestApp(kind, { rateLimit: { ...defaultRateLimit, max: 10_000, signInMax: 1000 }, mail: smtp.config() });
    reviewer = await signedInAs(t, "reviewer");
    admin = await signedInAs(t, "admin");
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  beforeEach(async () => {
    await clearPayments(t.db);
  });

  const as = (who: SignedInOrganiser) => ({
    get: (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: who.cookie } }),
    send: (method: "POST" | "PUT" | "DELETE", url: string, payload?: object | string, headers: Record<string, string> = {}) =>
      t.app.inject({ method, url, headers: { origin: siteOrigin, cookie: who.cookie, ...headers }, ...(payload === undefined ? {} : { payload }) }),
  });
  const paste = async (text: string) => {
    const response = await as(reviewer).send("POST", consoleApiPaths.paymentsPaste, { text });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PasteAnswer>();
  };
  const matches = async (query = "") => {
    const response = await as(reviewer).get(`${consoleApiPaths.paymentsMatches}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MatchPage>();
  };
  const received = async (query = "") => {
    const response = await as(reviewer).get(`${consoleApiPaths.paymentsReceived}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReceivedPage>();
  };
  const preview = async () => (await as(reviewer).get(consoleApiPaths.paymentsVerifyPreview)).json<VerifyPreview>();
  const verifyAll = async (ids: string[]) => {
    const response = await as(reviewer).send("POST", consoleApiPaths.paymentsVerifyAll, { ids });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<VerifyAllAnswer>();
  };
  const saveSettings = (changes: Partial<PaymentSettings>, who = admin) =>
    as(who).send("PUT", consoleApiPaths.paymentSettings, {
      feeTaka: 200,
      windowDaysBefore: 2,
      windowDaysAfter: 7,
      autoVerify: false,
      forwarderSenders: ["bKash", "NAGAD"],
      ...changes,
    });

  /** A pending online application paying by the case's wallet, with its ID and number. */
  const applyFor = async (c: Pick<PaymentCase, "wallet" | "sender" | "transactionId">, overrides: Parameters<typeof applicationRow>[0] = {}) => {
    const [row] = await t.db
      .insert(applications)
      .values(applicationRow({ paymentNumber: clubNumber[c.wallet], accountNumber: c.sender, transactionId: c.transactionId, createdAt: submittedAt, ...overrides }))
      .returning({ id: applications.id, reference: applications.reference });
    return row!;
  };

  /** The "done when": 50 applications and their 50 SMS, one more (approved) application sharing an ID. */
  const doneWhen = async () => {
    const cases = doneWhenCases();
    const exact = [];
    for (const c of cases.exact) exact.push(await applyFor(c));
    const short = [];
    for (const c of cases.short) short.push(await applyFor(c));
    const shared = await applyFor(cases.shared);
    // Someone else's application, approved last week, names the same transaction ID (lower-cased, spaced).
    await applyFor({ ...cases.shared, transactionId: ` ${cases.shared.transactionId.toLowerCase()} ` }, { status: "approved", createdAt: new Date("2026-01-25T06:00:00Z") });
    const sms = [...cases.exact, ...cases.short, cases.shared].map((c) => c.sms).join("\n\n");
    return { exact, short, shared, sms };
  };

  describe("the issue's fifty SMS", () => {
    it("pasted: 47 matched, 2 amount differs, 1 ID used by another application; verified with one action after the preview", async () => {
      const { exact, short, shared, sms } = await doneWhen();
      expect((await matches()).counts.not_received).toBe(49);

      expect(await paste(sms)).toEqual({ added: 50, alreadyKnown: 0, refused: [], refusedCount: 0, setAside: 0, verified: 0 });
      const page = await matches("?pageSize=100");
      expect(page.counts).toEqual({ matched: 47, id_used_elsewhere: 1, wallet_differs: 0, amount_differs: 2, outside_window: 0, not_received: 0 });
      expect(page.total).toBe(50);
      const stateOf = new Map(page.rows.map((row) => [row.id, row]));
      expect(short.map((a) => stateOf.get(a.id)!.state)).toEqual(["amount_differs", "amount_differs"]);
      expect(stateOf.get(short[0]!.id)!.payment).toMatchObject({ amountPoisha: 15000, senderMatches: true });
      expect(stateOf.get(shared.id)).toMatchObject({ state: "id_used_elsewhere", sharedWith: [expect.any(String)] });
      expect(stateOf.get(exact[0]!.id)).toMatchObject({ state: "matched", wallet: "bkash", feePoisha: 20000, payment: { wallet: "bkash", amountPoisha: 20000, senderMatches: true } });
      expect(stateOf.get(exact[1]!.id)).toMatchObject({ state: "matched", wallet: "nagad", payment: { wallet: "nagad" } });

      const filtered = await matches("?state=amount_differs");
      expect(filtered.total).toBe(2);
      expect(filtered.rows.map((row) => row.id).sort()).toEqual(short.map((a) => a.id).sort());

      // Repasting is idempotent.
      expect(await paste(sms)).toMatchObject({ added: 0, alreadyKnown: 50, verified: 0 });

      const previewed = await preview();
      expect(previewed.applications).toHaveLength(47);
      expect(new Set(previewed.applications.map((a) => a.id))).toEqual(new Set(exact.map((a) => a.id)));

      const answer = await verifyAll(previewed.applications.map((a) => a.id));
      expect(answer).toEqual({ verified: 47, skipped: [], emailed: true, batchId: expect.any(String) });
      // The "Tell them" page lists the 47 with their e-mail's state.
      const tell = (await as(reviewer).get(consoleApiPath(consoleApiPaths.applicationsTell, { batchId: answer.batchId! }))).json<TellBatch>();
      expect(tell).toMatchObject({ status: "payment_verified" });
      expect(new Set(tell.people.map((p) => p.applicationId))).toEqual(new Set(exact.map((a) => a.id)));
      expect(tell.people.every((p) => p.mail !== null)).toBe(true);
      const statuses = await t.db.select({ id: applications.id, status: applications.status }).from(applications).where(inArray(applications.id, exact.map((a) => a.id)));
      expect(statuses.every((row) => row.status === "payment_verified")).toBe(true);

      // Each verification's history row names the payment it rests on, and who verified it.
      const history = await t.db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.applicationId, exact[0]!.id));
      const [payment] = await t.db.select().from(receivedPayments).where(eq(receivedPayments.transactionId, doneWhenCases().exact[0]!.transactionId));
      expect(history).toEqual([expect.objectContaining({ fromStatus: "pending", toStatus: "payment_verified", organiserId: reviewer.id, receivedPaymentId: payment!.id })]);

      const letters = (await t.db.select().from(mailOutbox)).filter((mail) => mail.kind === "application-status");
      expect(letters).toHaveLength(47);

      const entries = await t.db.select().from(activityLog).orderBy(activityLog.createdAt);
      const verified = entries.find((entry) => entry.action === "payments-verified")!;
      expect(verified.details).toEqual({ verified: 47, skipped: 0 });
      const added = entries.filter((entry) => entry.action === "payments-added");
      expect(added.map((entry) => entry.details)).toEqual([
        { source: "paste", added: 50, alreadyKnown: 0, refused: 0 },
        { source: "paste", added: 0, alreadyKnown: 50, refused: 0 },
      ]);
      // No personal data: no transaction ID, number or name in any entry.
      const logged = JSON.stringify(entries);
      for (const c of doneWhenCases().exact) {
        expect(logged).not.toContain(c.transactionId);
        expect(logged).not.toContain(c.sender);
      }
      expect(describeActivity({ ...verified, details: verified.details as Record<string, unknown> })).toBe("Verified the payment of 47 applications");

      // Nothing ever approves: the verified applications stay payment_verified, and the preview is empty now.
      expect((await preview()).applications).toEqual([]);
      expect((await matches()).counts).toMatchObject({ matched: 0, amount_differs: 2, id_used_elsewhere: 1 });
    });

    it("a second verify-all of the same applications skips them with why, and two at once verify and mail each application once", async () => {
      const { exact, sms } = await doneWhen();
      await paste(sms);
      const ids = (await preview()).applications.map((a) => a.id);
      const [first, second] = await Promise.all([verifyAll(ids), verifyAll(ids)]);
      expect(first.verified + second.verified).toBe(47);
      expect(first.skipped.length + second.skipped.length).toBe(47);
      expect([...first.skipped, ...second.skipped][0]!.reason).toBe("This application is no longer waiting for its payment to be verified.");
      const history = await t.db.select().from(applicationStatusChanges).where(inArray(applicationStatusChanges.applicationId, exact.map((a) => a.id)));
      expect(history).toHaveLength(47);
      expect((await t.db.select().from(mailOutbox)).filter((mail) => mail.kind === "application-status")).toHaveLength(47);
    });

    it("skips an application that stopped being an exact match since the preview, saying why", async () => {
      const { exact, short, sms } = await doneWhen();
      await paste(sms);
      const answer = await verifyAll([exact[0]!.id, short[0]!.id]);
      expect(answer.verified).toBe(1);
      expect(answer.skipped).toEqual([{ id: short[0]!.id, reference: short[0]!.reference, reason: "This application is no longer an exact match: amount differs." }]);
    });
  });

  describe("states", () => {
    const one = (wallet: "bkash" | "nagad", transactionId: string, sms: (p: { amount: string; sender: string; trxId: string; at: string }) => string, amount = "200.00", at = "01/02/2026 13:00") => ({
      c: { wallet, sender: "01719000001", transactionId },
      text: sms({ amount, sender: "01719000001", trxId: transactionId, at }),
    });

    it("wallet differs when the ID was paid into the other wallet", async () => {
      const { c } = one("bkash", "NG1234WD", nagadSms);
      const app = await applyFor(c);
      await paste(nagadSms({ amount: "200.00", sender: c.sender, trxId: c.transactionId, at: "01/02/2026 13:00" }));
      const [row] = (await matches()).rows;
      expect(row).toMatchObject({ id: app.id, state: "wallet_differs", wallet: "bkash", payment: { wallet: "nagad" } });
    });

    it("outside the window, by the settings' days before and after; a payment without a time uses when it was added", async () => {
      const early = one("bkash", "BKW0000001", bkashSms, "200.00", "30/01/2026 11:59");
      const late = one("bkash", "BKW0000002", bkashSms, "200.00", "08/02/2026 12:01");
      const edge = one("bkash", "BKW0000003", bkashSms, "200.00", "08/02/2026 12:00");
      const a = await applyFor(early.c);
      const b = await applyFor(late.c);
      const c = await applyFor(edge.c);
      await paste([early.text, late.text, edge.text].join("\n\n"));
      const states = new Map((await matches()).rows.map((row) => [row.id, row.state]));
      expect([states.get(a.id), states.get(b.id), states.get(c.id)]).toEqual(["outside_window", "outside_window", "matched"]);
      expect((await saveSettings({ windowDaysBefore: 3, windowDaysAfter: 8 })).statusCode).toBe(200);
      const wider = new Map((await matches()).rows.map((row) => [row.id, row.state]));
      expect([wider.get(a.id), wider.get(b.id), wider.get(c.id)]).toEqual(["matched", "matched", "matched"]);
      // A statement row without a date: the payment counts from when it was added (now).
      const today = await applyFor({ wallet: "bkash", sender: "01719000001", transactionId: "BKW0000004" }, { createdAt: new Date() });
      const old = await applyFor({ wallet: "bkash", sender: "01719000001", transactionId: "BKW0000005" });
      const upload = await as(admin).send("POST", `${consoleApiPaths.paymentsStatement}?wallet=bkash`, "TrxID,Amount\nBKW0000004,200\nBKW0000005,200\n", { "content-type": "text/csv" });
      expect(upload.statusCode, upload.body).toBe(200);
      const undated = new Map((await matches()).rows.map((row) => [row.id, row]));
      expect(undated.get(today.id)).toMatchObject({ state: "matched", payment: { receivedAt: null } });
      expect(undated.get(old.id)!.state).toBe("outside_window");
    });

    it("leaves out suspected spam, cash and other statuses, and counts a spam application's ID as no one's", async () => {
      const c = { wallet: "bkash" as const, sender: "01719000002", transactionId: "BKS0000001" };
      const mine = await applyFor(c);
      await applyFor(c, { suspectedSpamAt: new Date() });
      await applyFor({ ...c, transactionId: "BKS0000002" }, { status: "payment_verified" });
      await paste(bkashSms({ amount: "200.00", sender: c.sender, trxId: c.transactionId, at: "01/02/2026 13:00" }));
      const page = await matches();
      expect(page.rows.map((row) => [row.id, row.state])).toEqual([[mine.id, "matched"]]);
    });
  });

  describe("received payments", () => {
    it("offers a payment with a mistyped ID its application as a candidate, by the ID and by the sender", async () => {
      const typo = await applyFor({ wallet: "bkash", sender: "01719000003", transactionId: "BKA7Q2Z9XP" });
      const sameSender = await applyFor({ wallet: "nagad", sender: "+880 1719-000004", transactionId: "NGZZZZ99" });
      await applyFor({ wallet: "bkash", sender: "01719000005", transactionId: "QQQQQQQQQQ" });
      await paste(
        [
          bkashSms({ amount: "200.00", sender: "01719000006", trxId: "BKA7Q2Z9XR", at: "01/02/2026 13:00" }),
          nagadSms({ amount: "200.00", sender: "01719000004", trxId: "NGAAAA11", at: "01/02/2026 13:01" }),
          bkashSms({ amount: "200.00", sender: "01719000005", trxId: "QQQQQQQQQQ", at: "01/02/2026 13:02" }),
        ].join("\n\n"),
      );
      const unmatched = await received();
      expect(unmatched.total).toBe(2);
      const byId = new Map(unmatched.rows.map((row) => [row.transactionId, row]));
      expect(byId.get("BKA7Q2Z9XR")!.candidates).toEqual([
        { kind: "application", id: typo.id, reference: typo.reference, fullName: expect.any(String), status: "pending", transactionId: "BKA7Q2Z9XP", reasons: ["similar_id"] },
      ]);
      expect(byId.get("NGAAAA11")!.candidates.map((c) => [c.id, c.reasons])).toEqual([[sameSender.id, ["same_sender"]]]);
      expect(byId.get("NGAAAA11")).toMatchObject({ wallet: "nagad", amountPoisha: 20000, senderNumber: "01719000004", source: "paste", application: null, receivedAt: "2026-02-01T07:01:00.000Z" });

      const all = await received("?show=all");
      expect(all.total).toBe(3);
      expect(all.rows[0]).toMatchObject({ transactionId: "QQQQQQQQQQ", candidates: [], application: { status: "pending", transactionId: "QQQQQQQQQQ" } });
    });

    it("shows back what is not a payment, line by line, with why, and stores nothing of it", async () => {
      const answer = await paste(["Your bKash verification code is 123456. Never share it.", "", bkashSms({ amount: "200.00", sender: "01719000007", trxId: "BKR0000001", at: "01/02/2026 13:00" })].join("\n"));
      expect(answer.added).toBe(1);
      expect(answer.refused).toEqual([{ line: 1, text: "Your bKash verification code is 123456. Never share it.", reason: "This is a verification code (OTP), not a payment." }]);
    });

    it("refuses an empty paste and one over the limit with a sentence", async () => {
      const empty = await as(reviewer).send("POST", consoleApiPaths.paymentsPaste, { text: "  " });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain("Paste the SMS texts.");
      const long = await as(reviewer).send("POST", consoleApiPaths.paymentsPaste, { text: "x".repeat(pasteRules.maxCharacters + 1) });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toContain("paste it in parts");
      expect(await t.db.select().from(receivedPayments)).toEqual([]);
    });

    it("refuses an amount over Tk 10,00,000 as one line with its reason, and stores the rest (no 500 for the batch)", async () => {
      const huge = bkashSms({ amount: "25,000,000.00", sender: "01719000021", trxId: "BKHUGE0001", at: "01/02/2026 13:00" });
      const ceiling = bkashSms({ amount: "10,00,000.00", sender: "01719000022", trxId: "BKHUGE0002", at: "01/02/2026 13:00" });
      const fine = nagadSms({ amount: "200.00", sender: "01719000023", trxId: "NGHUGE01", at: "01/02/2026 13:00" });
      const answer = await paste([huge, ceiling, fine].join("\n\n"));
      expect(answer).toMatchObject({ added: 2, refusedCount: 1 });
      expect(answer.refused).toEqual([{ line: 1, text: expect.stringContaining("BKHUGE0001"), reason: "The amount Tk 2,50,00,000 is more than the Tk 10,00,000 one payment may be: check it by hand." }]);
      const stored = await t.db.select().from(receivedPayments);
      expect(stored.map((row) => row.amountPoisha).sort((a, b) => a - b)).toEqual([20000, 100_000_000]);
    });

    it("refuses a paste of more than 5,000 messages whole with a sentence, and stores nothing", async () => {
      const many = Array.from({ length: pasteRules.maxMessages + 1 }, (_, i) => `note ${i}`).join("\n\n");
      const response = await as(reviewer).send("POST", consoleApiPaths.paymentsPaste, { text: many });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(pasteMessages.tooManyMessages);
      expect(await t.db.select().from(receivedPayments)).toEqual([]);
      expect((await t.db.select().from(activityLog)).filter((entry) => entry.action === "payments-added")).toEqual([]);
    });

    it("lists the first 100 refused lines and counts them all; a paste of hundreds is stored in steps, each with its activity entry", async () => {
      const texts = [];
      for (let i = 0; i < 600; i++) texts.push(bkashSms({ amount: "200.00", sender: "01719000024", trxId: `BKSTEP${String(i).padStart(4, "0")}`, at: "01/02/2026 13:00" }));
      for (let i = 0; i < 150; i++) texts.push(`A note that is no SMS, number ${i}`);
      const answer = await paste(texts.join("\n\n"));
      expect(answer.added).toBe(600);
      expect(answer.refusedCount).toBe(150);
      expect(answer.refused).toHaveLength(pasteRules.refusedListed);
      expect(answer.refused[0]!.line).toBe(1201);
      expect(await t.db.select().from(receivedPayments)).toHaveLength(600);
      const entries = (await t.db.select().from(activityLog)).filter((entry) => entry.action === "payments-added").map((entry) => entry.details as Record<string, number>);
      expect(entries.reduce((sum, details) => sum + details.added!, 0)).toBe(600);
      expect(entries.reduce((sum, details) => sum + details.refused!, 0)).toBe(150);
      expect(entries.length).toBeGreaterThan(1);
    });

    it("verifies exact matches of a paste at once when automatic verification is on, and only those", async () => {
      expect((await saveSettings({ autoVerify: true })).statusCode).toBe(200);
      const { exact, short, sms } = await doneWhen();
      const answer = await paste(sms);
      expect(answer).toMatchObject({ added: 50, verified: 47 });
      const [shortRow] = await t.db.select().from(applications).where(eq(applications.id, short[0]!.id));
      expect(shortRow!.status).toBe("pending");
      const history = await t.db.select().from(applicationStatusChanges).where(eq(applicationStatusChanges.applicationId, exact[3]!.id));
      expect(history[0]!.receivedPaymentId).not.toBeNull();
      const auto = (await t.db.select().from(activityLog)).find((entry) => entry.action === "payments-verified")!;
      expect(auto.details).toEqual({ verified: 47, skipped: 0, automatic: true });
    });
  });

  describe("tie, join and set aside by hand (decision 142)", () => {
    const tie = (body: object, who = reviewer) => as(who).send("POST", consoleApiPaths.paymentsTie, body);
    const detail = async (id: string) => (await as(reviewer).get(consoleApiPath(consoleApiPaths.application, { id }))).json<ApplicationDetail>();
    const paymentId = async (transactionId: string) => (await t.db.select().from(receivedPayments).where(eq(receivedPayments.transactionId, transactionId)))[0]!.id;
    const activity = async (action: string) => (await t.db.select().from(activityLog)).filter((entry) => entry.action === action);

    it("sets a Cash In aside as it is read, saying so; it leaves the unmatched list, and the set-aside can be undone", async () => {
      const cashIn = "Cash In Tk 200.00 from 01719000031 successful. Fee Tk 0.00. Balance Tk 1,607.90. TrxID CKCASH0001 at 01/02/2026 13:00. Download App: https://bka.sh/app";
      const answer = await paste([cashIn, bkashSms({ amount: "200.00", sender: "01719000032", trxId: "BKCASH0002", at: "01/02/2026 13:01" })].join("\n\n"));
      expect(answer).toMatchObject({ added: 2, setAside: 1, refusedCount: 0 });
      expect((await received()).rows.map((row) => row.transactionId)).toEqual(["BKCASH0002"]);
      const all = (await received("?show=all")).rows.find((row) => row.transactionId === "CKCASH0001")!;
      expect(all).toMatchObject({ kind: "cash_in", setAside: { byEmail: null, reason: expect.stringContaining("Cash In") }, tie: null });
      expect((await activity("payments-added"))[0]!.details).toMatchObject({ added: 2, setAside: 1 });
      const id = await paymentId("CKCASH0001");
      expect((await as(reviewer).send("DELETE", consoleApiPath(consoleApiPaths.paymentSetAside, { id }))).statusCode).toBe(204);
      expect((await received()).rows.map((row) => row.transactionId).sort()).toEqual(["BKCASH0002", "CKCASH0001"]);
      expect((await activity("payment-set-aside-undone"))[0]).toMatchObject({ organiserEmail: reviewer.email, details: { kind: "cash_in" } });
      // Undone twice: said so, nothing changed.
      expect((await as(reviewer).send("DELETE", consoleApiPath(consoleApiPaths.paymentSetAside, { id }))).statusCode).toBe(409);
    });

    it("sets a personal transfer aside by hand with a reason, and refuses one without", async () => {
      await paste(bkashSms({ amount: "500.00", sender: "01719000033", trxId: "BKASIDE001", at: "01/02/2026 13:00" }));
      const id = await paymentId("BKASIDE001");
      const url = consoleApiPath(consoleApiPaths.paymentSetAside, { id });
      expect((await as(reviewer).send("POST", url, { reason: "" })).statusCode).toBe(400);
      expect((await as(reviewer).send("POST", url, { reason: "A refund from a friend" })).statusCode).toBe(204);
      expect((await received()).total).toBe(0);
      const row = (await received("?show=all")).rows[0]!;
      expect(row.setAside).toMatchObject({ reason: "A refund from a friend", byEmail: reviewer.email });
      expect((await activity("payment-set-aside"))).toHaveLength(1);
      // A payment set aside is no one's: tying it is refused until the set-aside is undone.
      const app = await applyFor({ wallet: "bkash", sender: "01719000033", transactionId: "BKOTHER001" });
      const refused = await tie({ paymentIds: [id], applicationId: app.id, reason: "Typo in the ID" });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe("The payment BKASIDE001 is set aside: undo that first.");
    });

    it("ties a payment with a typo'd ID to its application by reference, with a reason: matched, off the unmatched list, in the log; undone, not received again", async () => {
      const app = await applyFor({ wallet: "bkash", sender: "01719000034", transactionId: "BKTYPO0001" });
      await paste(bkashSms({ amount: "200.00", sender: "01719000099", trxId: "BKTYPO0002", at: "01/02/2026 13:00" }));
      expect((await matches()).rows[0]).toMatchObject({ id: app.id, state: "not_received" });
      const id = await paymentId("BKTYPO0002");
      const answer = await tie({ paymentIds: [id], reference: app.reference.toLowerCase(), reason: "Typo in the ID, confirmed on the phone" });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ application: { id: app.id, reference: app.reference }, tied: 1 });
      expect((await matches()).rows[0]).toMatchObject({ id: app.id, state: "matched", tiedCount: 1, payment: { id, amountPoisha: 20000 } });
      expect((await received()).total).toBe(0);
      const row = (await received("?show=all")).rows[0]!;
      expect(row).toMatchObject({ application: { id: app.id }, tie: { reason: "Typo in the ID, confirmed on the phone", byEmail: reviewer.email } });
      const [entry] = await activity("payment-tied");
      expect(entry).toMatchObject({ organiserEmail: reviewer.email, subjectId: app.id, details: { payments: 1, joined: 1 } });
      expect(JSON.stringify(entry!.details)).not.toContain("BKTYPO");
      expect((await preview()).applications.map((a) => a.id)).toEqual([app.id]);
      const money = (await detail(app.id)).money!;
      expect(money).toMatchObject({ state: "matched", stateText: "Matched", receivedPoisha: 20000, feePoisha: 20000 });
      expect(money.payments).toEqual([expect.objectContaining({ id, how: "by_hand", transactionId: "BKTYPO0002", tie: expect.objectContaining({ byEmail: reviewer.email }) })]);
      // Undo: the payment is unmatched again and the application waits for it.
      expect((await as(reviewer).send("DELETE", consoleApiPath(consoleApiPaths.paymentTie, { id }))).statusCode).toBe(204);
      expect((await matches()).rows[0]).toMatchObject({ state: "not_received" });
      expect((await received()).total).toBe(1);
      expect(await activity("payment-untied")).toHaveLength(1);
    });

    it("joins a Tk 150 payment and a later Tk 50 top-up to one application; the page shows the amount that differed before", async () => {
      const app = await applyFor({ wallet: "nagad", sender: "01719000035", transactionId: "NGJOIN01" });
      await paste(nagadSms({ amount: "150.00", sender: "01719000035", trxId: "NGJOIN01", at: "01/02/2026 13:00" }));
      const before = (await detail(app.id)).money!;
      expect(before).toMatchObject({ state: "amount_differs", stateText: "Amount differs (received Tk 150 of Tk 200)", receivedPoisha: 15000 });
      expect(before.payments).toEqual([expect.objectContaining({ how: "transaction_id", amountPoisha: 15000, wallet: "nagad", senderNumber: "01719000035" })]);
      await paste(nagadSms({ amount: "50.00", sender: "01719000035", trxId: "NGJOIN02", at: "01/02/2026 15:00" }));
      const answer = await tie({ paymentIds: [await paymentId("NGJOIN01"), await paymentId("NGJOIN02")], applicationId: app.id, reason: "Paid Tk 150, then the Tk 50 left" });
      expect(answer.statusCode, answer.body).toBe(200);
      expect((await matches()).rows[0]).toMatchObject({ id: app.id, state: "matched", tiedCount: 2, payment: { amountPoisha: 20000 } });
      const after = (await detail(app.id)).money!;
      expect(after).toMatchObject({ state: "matched", receivedPoisha: 20000 });
      expect(after.payments.map((p) => [p.transactionId, p.how])).toEqual([["NGJOIN01", "by_hand"], ["NGJOIN02", "by_hand"]]);
      expect((await activity("payment-tied"))[0]!.details).toEqual({ payments: 2, joined: 2 });
      // Verified on the joined payments, the first one as its evidence.
      expect(await verifyAll([app.id])).toMatchObject({ verified: 1 });
    });

    it("exports each decision: the applications' ties and the received payments' ties and set-asides, spreadsheet-safe; every decision is in the log", async () => {
      const app = await applyFor({ wallet: "nagad", sender: "01719000041", transactionId: "NGEXPORT1" });
      const cashIn = "Cash In Tk 200.00 from 01719000042 successful. Fee Tk 0.00. Balance Tk 1,607.90. TrxID CKEXPORT01 at 01/02/2026 13:00. Download App: https://bka.sh/app";
      await paste(
        [
          nagadSms({ amount: "150.00", sender: "01719000041", trxId: "NGEXPORT1", at: "01/02/2026 13:00" }),
          nagadSms({ amount: "50.50", sender: "01719000041", trxId: "NGEXPORT2", at: "01/02/2026 15:00" }),
          bkashSms({ amount: "500.00", sender: "01719000043", trxId: "BKEXPORT03", at: "01/02/2026 16:00" }),
          cashIn,
        ].join("\n\n"),
      );
      const reason = "=HYPERLINK(\"x\") paid in two parts";
      expect((await tie({ paymentIds: [await paymentId("NGEXPORT1"), await paymentId("NGEXPORT2")], applicationId: app.id, reason })).statusCode).toBe(200);
      expect((await as(reviewer).send("POST", consoleApiPath(consoleApiPaths.paymentSetAside, { id: await paymentId("BKEXPORT03") }), { reason: "+A refund" })).statusCode).toBe(204);

      const applicationsCsv = await as(reviewer).get(`${consoleApiPaths.applicationsExport}?payment=online`);
      expect(applicationsCsv.statusCode, applicationsCsv.body).toBe(200);
      const [appHeader, ...appRows] = parseCsv(applicationsCsv.body.slice(1));
      const appCell = (name: string) => appRows.find((row) => row[appHeader!.indexOf("Application ID")] === app.id)![appHeader!.indexOf(name)];
      expect(appCell("Payments tied by hand")).toBe("NGEXPORT1 (Tk 150); NGEXPORT2 (Tk 50.50)");
      // A cell starting like a formula is shown as text.
      expect(appCell("Tie reasons")).toBe(`'${reason}; ${reason}`);
      expect(appCell("Tied by")).toBe(`${reviewer.email}; ${reviewer.email}`);
      expect(appCell("Tied at (Dhaka time)")).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}; \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

      const receivedCsv = await as(reviewer).get(consoleApiPaths.paymentsReceivedExport);
      expect(receivedCsv.statusCode, receivedCsv.body).toBe(200);
      expect(receivedCsv.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(receivedCsv.headers["content-disposition"]).toMatch(/^attachment; filename="received-payments-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(receivedCsv.body.startsWith("\uFEFF")).toBe(true);
      const [header, ...rows] = parseCsv(receivedCsv.body.slice(1));
      expect(rows).toHaveLength(4);
      const byId = (transactionId: string) => {
        const row = rows.find((r) => r[header!.indexOf("Transaction ID")] === transactionId)!;
        return (name: string) => row[header!.indexOf(name)];
      };
      const joined = byId("NGEXPORT2");
      expect([joined("Wallet"), joined("Amount (TK)"), joined("Application reference"), joined("Tied by hand"), joined("Tie reason"), joined("Tied by")]).toEqual([
        "Nagad", "50.50", app.reference, "Yes", `'${reason}`, reviewer.email,
      ]);
      expect(joined("Tied at (Dhaka time)")).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(joined("Set aside reason")).toBe("");
      const aside = byId("BKEXPORT03");
      expect([aside("Set aside reason"), aside("Set aside by"), aside("Tied by hand"), aside("Application reference")]).toEqual(["'+A refund", reviewer.email, "No", ""]);
      expect(aside("Set aside at (Dhaka time)")).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      const cash = byId("CKEXPORT01");
      expect([cash("Kind"), cash("Set aside by"), cash("Payment ID")]).toEqual(["Cash In (agent)", "The SMS reader", await paymentId("CKEXPORT01")]);
      expect(cash("Set aside reason")).toContain("Cash In");

      // The log has each decision and each export, with no transaction ID or reason in it.
      expect((await activity("payment-tied")).map((e) => e.details)).toEqual([{ payments: 2, joined: 2 }]);
      expect((await activity("payment-set-aside")).map((e) => e.details)).toEqual([{ kind: "received" }]);
      expect((await activity("payments-added"))[0]!.details).toMatchObject({ setAside: 1 });
      expect((await activity("export")).map((e) => (e.details as { area: string }).area).sort()).toEqual(["applications", "received-payments"]);
      const log = JSON.stringify(await t.db.select().from(activityLog));
      for (const secret of ["NGEXPORT", "BKEXPORT", "refund", "two parts"]) expect(log).not.toContain(secret);
    });

    it("refuses a tie to an unknown reference, to a cash application, or of a payment tied to another application", async () => {
      const first = await applyFor({ wallet: "bkash", sender: "01719000036", transactionId: "BKTIED0001" });
      const second = await applyFor({ wallet: "bkash", sender: "01719000037", transactionId: "BKTIED0002" });
      const cash = await applyFor({ wallet: "bkash", sender: "01719000038", transactionId: "BKTIED0003" }, { paymentType: "cash", paymentNumber: null, accountName: null, accountNumber: null, transactionId: null });
      await paste(bkashSms({ amount: "200.00", sender: "01719000036", trxId: "BKTIED0009", at: "01/02/2026 13:00" }));
      const id = await paymentId("BKTIED0009");
      const unknown = await tie({ paymentIds: [id], reference: "GSC-NONE-00", reason: "Typo in the ID" });
      expect(unknown.statusCode).toBe(404);
      expect((await tie({ paymentIds: [id], applicationId: cash.id, reason: "Typo in the ID" })).statusCode).toBe(409);
      expect((await tie({ paymentIds: [id], applicationId: first.id, reason: "Typo in the ID" })).statusCode).toBe(200);
      const elsewhere = await tie({ paymentIds: [id], applicationId: second.id, reason: "Typo in the ID" });
      expect(elsewhere.statusCode).toBe(409);
      expect(elsewhere.json().message).toBe(`The payment BKTIED0009 is already tied to ${first.reference}: undo that first.`);
      expect((await tie({ paymentIds: [id], reason: "Typo in the ID" })).statusCode).toBe(400);
      const settingAside = await as(reviewer).send("POST", consoleApiPath(consoleApiPaths.paymentSetAside, { id }), { reason: "Not a fee" });
      expect(settingAside.statusCode).toBe(409);
      expect(await activity("payment-tied")).toHaveLength(1);
    });
  });

  describe("statement files", () => {
    const upload = (csv: string, query = "", who = admin) => as(who).send("POST", `${consoleApiPaths.paymentsStatement}${query}`, csv, { "content-type": "text/csv" });

    it("reads the columns by their names, refuses rows line by line, and adds the rest", async () => {
      const app = await applyFor({ wallet: "nagad", sender: "01719000008", transactionId: "NGST0001" });
      const csv = [
        "Date,Time,Transaction ID,From,Amount,Type",
        "01/02/2026,13:05,NGST0001,01719000008,200.00,Received",
        "01/02/2026,13:06,,01719000009,200.00,Received",
        "01/02/2026,13:07,NGST0003,01719000010,-50.00,Sent",
        "31/02/2026,13:08,NGST0004,01719000011,200.00,Received",
        '2026-02-01,13:09,NGST0005,01719000012,"1,200.00",Received',
      ].join("\r\n");
      const response = await upload(csv, "?wallet=nagad");
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<PasteAnswer>()).toEqual({
        added: 2,
        alreadyKnown: 0,
        verified: 0,
        setAside: 0,
        refusedCount: 3,
        refused: [
          { line: 3, text: "01/02/2026,13:06,,01719000009,200.00,Received", reason: "This row has no transaction ID." },
          { line: 4, text: "01/02/2026,13:07,NGST0003,01719000010,-50.00,Sent", reason: "This row is money sent or taken out (a negative amount), not a payment received." },
          { line: 5, text: "31/02/2026,13:08,NGST0004,01719000011,200.00,Received", reason: "The date is not one that can be read: write it DD/MM/YYYY HH:MM or YYYY-MM-DD HH:MM." },
        ],
      });
      const [row] = (await matches()).rows;
      expect(row).toMatchObject({ id: app.id, state: "matched", payment: { wallet: "nagad", receivedAt: "2026-02-01T07:05:00.000Z", senderMatches: true } });
      const stored = await t.db.select().from(receivedPayments).where(eq(receivedPayments.transactionId, "NGST0005"));
      expect(stored[0]).toMatchObject({ amountPoisha: 120000, source: "statement", addedBy: admin.id });
    });

    it("refuses a row over Tk 10,00,000 with its reason and adds the others", async () => {
      const response = await upload("TrxID,Amount\nBKST000101,\"30,000,000\"\nBKST000102,200\n", "?wallet=bkash");
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<PasteAnswer>()).toMatchObject({
        added: 1,
        refusedCount: 1,
        refused: [{ line: 2, reason: "The amount Tk 3,00,00,000 is more than the Tk 10,00,000 one payment may be: check it by hand." }],
      });
    });

    it("takes the wallet from a column, and refuses a file it cannot read with one sentence", async () => {
      const ok = await upload("wallet;TrxID;Amount\nbkash;BKST000001;200\nrocket;RKST000002;200\nupay;UPST000003;200\n");
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json<PasteAnswer>()).toMatchObject({ added: 2, refused: [{ line: 4, reason: 'The wallet "upay" is not one of bKash, Nagad or Rocket.' }] });
      for (const [csv, query, message] of [
        ["", "", "The statement file is empty."],
        ["Amount,Date\n200,01/02/2026", "?wallet=bkash", 'The statement file has no transaction ID column: name it "Transaction ID", "TrxID" or "TxnID".'],
        ["TrxID,Date\nBKST000009,01/02/2026", "?wallet=bkash", 'The statement file has no amount column: name it "Amount".'],
        ["TrxID,Amount\nBKST000009,200", "", 'Say which wallet the statement is from: add a "Wallet" column, or send wallet=bkash, nagad or rocket with the file.'],
      ] as const) {
        const response = await upload(csv, query);
        expect(response.statusCode, csv).toBe(400);
        expect(response.json().message).toBe(message);
      }
      expect((await upload("TrxID,Amount\nBKST000009,200", "?wallet=upay")).statusCode).toBe(400);
      expect((await as(admin).send("POST", consoleApiPaths.paymentsStatement, { csv: "x" })).statusCode).toBe(415);
    });
  });

  describe("settings", () => {
    it("answers the defaults before any are saved, saves a whole set and records which changed", async () => {
      const before = await as(admin).get(consoleApiPaths.paymentSettings);
      expect(before.json()).toEqual({ feeTaka: 200, windowDaysBefore: 2, windowDaysAfter: 7, autoVerify: false, forwarderSenders: ["bKash", "NAGAD"], registrationPaymentHours: 48, forwarderSecretCreatedAt: null });
      const saved = await saveSettings({ feeTaka: 250, autoVerify: true, forwarderSenders: [" bKash ", "Nagad", "16216"] });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ feeTaka: 250, windowDaysBefore: 2, windowDaysAfter: 7, autoVerify: true, forwarderSenders: ["bKash", "Nagad", "16216"], registrationPaymentHours: 48, forwarderSecretCreatedAt: null });
      expect(await readMembershipFee(t.db)).toBe(250);
      const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.action, "payment-settings-changed"));
      expect(entry!.details).toEqual({ fields: ["fee", "automatic verification", "forwarder senders"], autoVerify: true });
      expect(entry!.organiserId).toBe(admin.id);
    });

    it("a new application owes the fee in force", async () => {
      await saveSettings({ feeTaka: 300 });
      const a = await applyFor({ wallet: "bkash", sender: "01719000013", transactionId: "BKFEE00001" }, { totalAmount: 300 });
      await paste(bkashSms({ amount: "200.00", sender: "01719000013", trxId: "BKFEE00001", at: "01/02/2026 13:00" }));
      expect((await matches()).rows).toEqual([expect.objectContaining({ id: a.id, feePoisha: 30000, state: "amount_differs" })]);
    });

    it.each([
      [{ feeTaka: -1 }, "The fee cannot be negative."],
      [{ feeTaka: 200.5 }, "Give the fee in whole taka."],
      [{ windowDaysAfter: 91 }, "At most 90 days after."],
      [{ forwarderSenders: [""] }, "A sender name cannot be empty."],
      [{ autoVerify: "yes" }, "autoVerify must be true or false."],
    ] as [Partial<PaymentSettings>, string][])("refuses %j with a sentence and changes nothing", async (change, message) => {
      const response = await saveSettings(change);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      expect(await t.db.select().from(paymentSettings)).toEqual([]);
    });

    it("refuses a reviewer", async () => {
      expect((await saveSettings({ feeTaka: 1 }, reviewer)).statusCode).toBe(403);
      expect((await as(reviewer).get(consoleApiPaths.paymentSettings)).statusCode).toBe(403);
    });
  });

  describe("the forwarder's secret", () => {
    const forward = (secret: string) =>
      t.app.inject({ method: "POST", url: paymentForwardPath, headers: { "x-forwarder-secret": secret }, payload: { from: "bKash", text: "hello" } });

    it("is shown once, kept only as its hash; a new one stops the old at once; removing it turns forwarding off", async () => {
      const made = await as(admin).send("POST", consoleApiPaths.paymentForwarderSecret);
      expect(made.statusCode, made.body).toBe(201);
      const first = made.json<ForwarderSecretAnswer>();
      expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(first.url).toBe(`${siteOrigin}${paymentForwardPath}?secret=${first.secret}`);
      const [row] = await t.db.select().from(paymentSettings);
      expect(row!.forwarderSecretHash).toBe(hashForwarderSecret(first.secret));
      expect(JSON.stringify(row)).not.toContain(first.secret);
      expect((await as(admin).get(consoleApiPaths.paymentSettings)).json<PaymentSettings>().forwarderSecretCreatedAt).toBe(first.createdAt);
      // Authorised: the text is read (and refused as no payment), no longer a 401.
      expect((await forward(first.secret)).statusCode).toBe(422);

      const second = (await as(admin).send("POST", consoleApiPaths.paymentForwarderSecret)).json<ForwarderSecretAnswer>();
      expect(second.secret).not.toBe(first.secret);
      expect((await forward(first.secret)).statusCode).toBe(401);
      expect((await forward(second.secret)).statusCode).toBe(422);

      const removed = await as(admin).send("DELETE", consoleApiPaths.paymentForwarderSecret);
      expect(removed.statusCode).toBe(204);
      expect((await forward(second.secret)).statusCode).toBe(401);
      expect((await as(admin).get(consoleApiPaths.paymentSettings)).json<PaymentSettings>().forwarderSecretCreatedAt).toBeNull();

      const entries = await t.db.select().from(activityLog).where(eq(activityLog.action, "forwarder-secret-changed"));
      expect(entries.map((entry) => entry.details)).toEqual([{ removed: false }, { removed: false }, { removed: true }]);
      expect(JSON.stringify(entries)).not.toContain(first.secret);
      // Saving the other settings keeps the secret.
      const third = (await as(admin).send("POST", consoleApiPaths.paymentForwarderSecret)).json<ForwarderSecretAnswer>();
      await saveSettings({ feeTaka: 210 });
      expect((await forward(third.secret)).statusCode).toBe(422);
    });
  });

  it("bounded edit distance", () => {
    expect(boundedEditDistance("BKA7Q2Z9XP", "BKA7Q2Z9XR", 2)).toBe(1);
    expect(boundedEditDistance("BKA7Q2Z9XP", "BKA7Q2Z9X", 2)).toBe(1);
    expect(boundedEditDistance("BKA7Q2Z9XP", "KBA7Q2Z9XP", 2)).toBe(2);
    expect(boundedEditDistance("BKA7Q2Z9XP", "BKA7Q2", 2)).toBe(3);
    expect(boundedEditDistance("ABCDEFGH", "ZZZZZZZZ", 2)).toBe(3);
    expect(boundedEditDistance("SAME", "SAME", 2)).toBe(0);
  });

  it("keeps the settings table to one row", async () => {
    await expect(t.db.execute(sql`insert into payment_settings (id) values (2)`)).rejects.toThrow();
  });
});
