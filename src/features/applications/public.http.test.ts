import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertFailureMessages } from "./insert-failures.ts";
import { referencePattern } from "#shared/reference.ts";
import { applications, paymentSettings } from "#server/db/schema.ts";
import { savePaymentSettings, defaultPaymentSettings } from "#features/payments/service.server.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { applicationPayload, cashApplicationPayload } from "#tests/support/factories.ts";

/**
 * Applications as the browser sends them: already parsed by the shared schema. The values the tests
 * below compare with are given here, not left to the factory's defaults.
 */
const online = applicationPayload({ fullName: "Ayesha Rahman", collegeRoll: "2024-117", email: "ayesha.rahman@example.org", phone: "01711111111" });

const cash = cashApplicationPayload({ fullName: "Tanvir Hasan", collegeRoll: "2024-118", email: "tanvir@example.org" });

describe.each(testDatabaseKinds)("POST /api/join-requests on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // More posts than the 20-a-minute submission limit from one address; security.test.ts tests the limit.
    t = await createTestApp(kind, { rateLimit: { max: 1_000, windowMs: 60_000, pageViewMax: 1_000, notFoundMax: 1_000 } });
  });
  beforeEach(async () => {
    await t.db.delete(applications);
  });
  afterAll(() => t.close());

  const post = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/join-requests", payload: payload as object });

  it("stores an online application with the exact column values and answers only its id", async () => {
    // Phone numbers typed another way are stored in the one form (src/shared/phone.ts).
    const response = await post({ ...online, fullName: "  Ayesha Rahman ", email: " Ayesha.Rahman@Example.org", phone: "+880 1711-111111" });
    expect(response.statusCode).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json();
    expect(Object.keys(body)).toEqual(["id", "reference"]);
    expect(body.reference).toMatch(referencePattern);
    const rows = await t.db.select().from(applications);
    expect(rows).toHaveLength(1);
    const { id, createdAt, reference, consentAt, ...stored } = rows[0]!;
    expect(id).toBe(body.id);
    expect(reference).toBe(body.reference);
    expect(createdAt).toBeInstanceOf(Date);
    // Accepted the privacy policy and terms (online's versions) when it was stored.
    expect(consentAt!.getTime()).toBe(createdAt.getTime());
    // A new application waits for the organisers' review (console).
    expect(stored).toEqual({ ...online, status: "pending", statusReason: null, statusChangedAt: null, suspectedSpamAt: null });
  });

  it("stores a cash application with null in every online-only field", async () => {
    const response = await post({ ...cash, accountName: "typed, then cash chosen" });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(applications);
    expect(row).toMatchObject({
      paymentType: "cash",
      paymentNumber: null,
      accountName: null,
      accountNumber: null,
      transactionId: null,
      totalAmount: 200,
    });
  });

  it("refuses the same email in another letter case with 409 and the email message", async () => {
    expect((await post(online)).statusCode).toBe(201);
    const response = await post({ ...cash, email: "AYESHA.RAHMAN@EXAMPLE.ORG" });
    expect(response.statusCode).toBe(409);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      statusCode: 409,
      error: "Conflict",
      reason: "duplicateEmail",
      message: insertFailureMessages.duplicateEmail,
    });
    expect(await t.db.select().from(applications)).toHaveLength(1);
  });

  it("refuses the same college roll with 409 and the college roll message, without SQL in the answer", async () => {
    expect((await post(online)).statusCode).toBe(201);
    const response = await post({ ...cash, collegeRoll: online.collegeRoll });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      reason: "duplicateCollegeRoll",
      message: insertFailureMessages.duplicateCollegeRoll,
    });
    expect(response.body).not.toMatch(/join_requests|constraint|insert|key/i);
    expect(await t.db.select().from(applications)).toHaveLength(1);
  });

  it.each([
    ["a blank name", { fullName: "   " }],
    ["a blank college roll", { collegeRoll: "" }],
    ["a missing email", { email: undefined }],
    ["a malformed email", { email: "ayesha@example" }],
    ["terms not agreed", { termsAgreement: false }],
    ["no department", { departments: [] }],
    ["an unknown department", { departments: ["astrology"] }],
    ["no payment type", { paymentType: null }],
    ["an online payment without a transaction id", { transactionId: "" }],
    ["an online payment to a number that is not the club's", { paymentNumber: "01900-999999" }],
    ["a different total amount", { totalAmount: 1 }],
    ["a client-chosen id", { id: "6f1c2d4e-0000-4000-8000-000000000000" }],
    ["a client-chosen created_at", { createdAt: "2020-01-01T00:00:00Z" }],
    ["a photo link that is not a web address", { photoDriveLink: "javascript:alert(1)" }],
    ["an over-long name", { fullName: "a".repeat(201) }],
  ])("rejects %s with 400 and stores nothing", async (_label, change) => {
    const response = await post({ ...online, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
    expect(await t.db.select().from(applications)).toHaveLength(0);
  });

  it("takes the fee set today, and refuses the fee of before with a sentence naming today's, storing nothing", async () => {
    await savePaymentSettings(t.db, { ...defaultPaymentSettings, feeTaka: 300 });
    try {
      // What Join Us reads and renders (a cached list, dropped by the settings table's trigger).
      await expect.poll(async () => (await t.app.inject({ method: "GET", url: "/api/membership" })).json()).toEqual({ feeTaka: 300 });
      const old = await post(online);
      expect(old.statusCode).toBe(400);
      const message = "The membership fee is 300 TK. Please reload the page to see it before you apply.";
      expect(old.json()).toMatchObject({ statusCode: 400, error: "Bad Request", issues: [{ path: "body.totalAmount", message }] });
      expect(await t.db.select().from(applications)).toHaveLength(0);
      const current = await post({ ...online, totalAmount: 300 });
      expect(current.statusCode, current.body).toBe(201);
      const [stored] = await t.db.select({ totalAmount: applications.totalAmount }).from(applications);
      expect(stored!.totalAmount).toBe(300);
    } finally {
      await t.db.delete(paymentSettings);
    }
  });

  it.each(["null", "[]", '"online"', "{}"])("rejects the body %s with 400", async (payload) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/join-requests",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(response.statusCode).toBe(400);
  });

  it("rejects a prototype key with 400", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/join-requests",
      headers: { "content-type": "application/json" },
      payload: `{"__proto__": {"admin": true}, ${JSON.stringify(online).slice(1)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(await t.db.select().from(applications)).toHaveLength(0);
  });

  it("stores SQL metacharacters and markup as literal text", async () => {
    const name = `Robert'); drop table join_requests;-- <img src=x onerror=alert(1)>`;
    expect((await post({ ...online, fullName: name })).statusCode).toBe(201);
    const [row] = await t.db.select().from(applications);
    expect(row?.fullName).toBe(name);
  });

  it("refuses a body over 32 KB with 413", async () => {
    expect((await post({ ...online, presentAddress: "x".repeat(40_000) })).statusCode).toBe(413);
  });

  it("never returns stored applications", async () => {
    await post(online);
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const response = await t.app.inject({ method, url: "/api/join-requests" });
      expect(response.statusCode).toBeGreaterThanOrEqual(404);
      expect(response.body).not.toContain(online.email);
    }
  });
});
