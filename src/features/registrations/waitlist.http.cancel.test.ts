import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { registrationMessages, type RegistrationDetail } from "./contract.ts";
import { alreadyRegisteredMessage } from "./rules.ts";
import { defaultRateLimit } from "#server/app.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "#server/db/sample-content.ts";
import { activityLog, eventRegistrationForms, eventRegistrations, events, mailOutbox } from "#server/db/schema.ts";
import { idempotencyKeyHeader } from "#server/plugins/app/idempotency.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { roboticsAnswers, withConsentVersions } from "#tests/support/factories.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { TestSmtpServer } from "#tests/support/smtp.ts";

// Cancelling a registration from the console: the seat it held
// goes to the first on the waiting list, in the same transaction, and the person may register again.

describe.each(testDatabaseKinds)("cancelling registrations on %s", (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let reviewer: SignedInOrganiser;

  beforeAll(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    // E-mail on, so the promoted registrant's letter is seen queued with the change.
    t = await createTestApp(kind, { seed: true, rateLimit: { ...defaultRateLimit, max: 10_000, signInMax: 1000 }, mail: smtp.config() });
    reviewer = await signedInAs(t, "reviewer");
  }, 180_000);
  beforeEach(async () => {
    await t.db.delete(eventRegistrations);
    await t.db.delete(activityLog);
    await t.db.delete(mailOutbox);
    await t.db.update(events).set({ capacity: 1, waitlistEnabled: true, registrationDeadline: null }).where(eq(events.id, ev.roboticsWorkshop));
    await t.db.update(eventRegistrationForms).set({ capacity: null }).where(eq(eventRegistrationForms.eventId, ev.roboticsWorkshop));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  /** A visitor's registration through the public API: the workshop's College form, with this e-mail and phone. */
  const register = async (email: string, phone: string) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/event-registrations",
      headers: { [idempotencyKeyHeader]: randomUUID() },
      payload: withConsentVersions({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: roboticsAnswers({ email, phone }) }),
    });
    return response;
  };
  const registered = async (email: string, phone: string) => {
    const response = await register(email, phone);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db
      .select({ id: eventRegistrations.id, reference: eventRegistrations.reference, status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.reference, response.json<{ reference: string }>().reference));
    return row!;
  };
  const cancel = (id: string, payload: object = { reason: "Asked by phone to be taken off." }) =>
    t.app.inject({
      method: "POST",
      url: consoleApiPath(consoleApiPaths.registrationCancel, { id }),
      headers: { cookie: reviewer.cookie, origin: siteOrigin },
      payload,
    });
  const rowOf = async (id: string) => (await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id)))[0]!;
  const logged = () => t.db.select().from(activityLog).orderBy(asc(activityLog.createdAt));
  /** The mail queued since the test began; registering queued a receipt each, so only seat letters are kept. */
  const seatLetters = async () => (await t.db.select().from(mailOutbox)).filter((mail) => mail.kind === "registration-seat");

  it("frees the seat and gives it to the first on the waiting list, with both activity entries and that registrant's e-mail", async () => {
    const seated = await registered("seated@example.org", "01711111111");
    const first = await registered("first@example.org", "01722222222");
    const second = await registered("second@example.org", "01733333333");
    expect([seated.status, first.status, second.status]).toEqual(["confirmed", "waitlisted", "waitlisted"]);

    const response = await cancel(seated.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: "cancelled", changed: true, promoted: { id: first.id, reference: first.reference, emailed: true } });

    expect(await rowOf(seated.id)).toMatchObject({ status: "cancelled", cancellationReason: "Asked by phone to be taken off.", cancelledAt: expect.any(Date) });
    expect(await rowOf(first.id)).toMatchObject({ status: "confirmed", confirmedFromWaitlistAt: expect.any(Date) });
    expect((await rowOf(second.id)).status).toBe("waitlisted");

    const entries = await logged();
    expect(entries.map((entry) => [entry.action, entry.subjectId, entry.organiserId])).toEqual([
      ["registration-cancelled", seated.id, reviewer.id],
      ["registration-confirmed", first.id, reviewer.id],
    ]);
    expect(entries[0]!.details).toEqual({ status: { from: "confirmed", to: "cancelled" }, promoted: first.reference });
    expect(entries[1]!.details).toMatchObject({ overCapacity: false, freedBy: seated.reference });

    const letters = await seatLetters();
    expect(letters.map((mail) => mail.recipient)).toEqual(["first@example.org"]);
    expect(letters[0]!.textBody).toContain(first.reference);

    // The registration's page says so, with the reason.
    const page = await t.app.inject({ method: "GET", url: consoleApiPath(consoleApiPaths.registration, { id: seated.id }), headers: { cookie: reviewer.cookie } });
    expect(page.json<RegistrationDetail>()).toMatchObject({ status: "cancelled", cancellation: { at: expect.any(String), reason: "Asked by phone to be taken off." } });
  });

  it("skips a waiting registration whose category is still full for the next one whose category has room", async () => {
    // The event has room once the seat frees; the College form's own limit is 1, taken by another College registration.
    await t.db.update(events).set({ capacity: 2 }).where(eq(events.id, ev.roboticsWorkshop));
    const other = { eventId: ev.roboticsWorkshop, registrationData: { full_name: "Other" } };
    const [universitySeat] = await t.db
      .insert(eventRegistrations)
      .values({ ...other, categoryId: cat.university, status: "confirmed" })
      .returning({ id: eventRegistrations.id });
    await t.db.insert(eventRegistrations).values({ ...other, categoryId: cat.college, status: "confirmed" });
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    const [collegeWaiting, universityWaiting] = await t.db
      .insert(eventRegistrations)
      .values([
        { ...other, categoryId: cat.college, status: "waitlisted", createdAt: minutesAgo(2) },
        { ...other, categoryId: cat.university, status: "waitlisted", createdAt: minutesAgo(1) },
      ])
      .returning({ id: eventRegistrations.id, reference: eventRegistrations.reference });
    await t.db.update(eventRegistrationForms).set({ capacity: 1 }).where(and(eq(eventRegistrationForms.eventId, ev.roboticsWorkshop), eq(eventRegistrationForms.categoryId, cat.college)));

    const response = await cancel(universitySeat!.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ promoted: { id: string } | null }>().promoted?.id).toBe(universityWaiting!.id);
    expect((await rowOf(collegeWaiting!.id)).status).toBe("waitlisted");
  });

  it("cancelling a waitlisted registration gives no one a seat", async () => {
    await registered("seated@example.org", "01711111111");
    const first = await registered("first@example.org", "01722222222");
    const second = await registered("second@example.org", "01733333333");
    const response = await cancel(first.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: "cancelled", changed: true, promoted: null });
    expect((await rowOf(second.id)).status).toBe("waitlisted");
    expect((await logged()).map((entry) => [entry.action, entry.details])).toEqual([["registration-cancelled", { status: { from: "waitlisted", to: "cancelled" } }]]);
    expect(await seatLetters()).toEqual([]);
  });

  it("lets the cancelled person register again, and no longer marks them a double", async () => {
    await t.db.update(events).set({ capacity: null }).where(eq(events.id, ev.roboticsWorkshop));
    const first = await registered("again@example.org", "01744444444");
    const refused = await register("again@example.org", "01744444444");
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(alreadyRegisteredMessage(first.reference, "both"));

    expect((await cancel(first.id)).statusCode).toBe(200);
    const again = await registered("again@example.org", "01744444444");
    expect(again.status).toBe("confirmed");
    const list = await t.app.inject({ method: "GET", url: `${consoleApiPaths.registrations}?event=${ev.roboticsWorkshop}&doubles=1`, headers: { cookie: reviewer.cookie } });
    expect(list.json<{ total: number }>().total).toBe(0);

    // Their status page says the first one is cancelled, with no calendar file.
    const status = await t.app.inject({ method: "POST", url: "/api/join-requests/status", payload: { reference: first.reference, email: "again@example.org" } });
    expect(status.json()).toMatchObject({ kind: "registration", status: "cancelled", waitlistPosition: null, calendarPath: null });
  });

  it("cancelling twice answers 200 and changes, promotes and logs nothing more; a cancelled one cannot be confirmed", async () => {
    const seated = await registered("seated@example.org", "01711111111");
    const first = await registered("first@example.org", "01722222222");
    const second = await registered("second@example.org", "01733333333");
    expect((await cancel(seated.id)).statusCode).toBe(200);
    const twice = await cancel(seated.id, { reason: "Clicked again." });
    expect(twice.statusCode, twice.body).toBe(200);
    expect(twice.json()).toEqual({ status: "cancelled", changed: false, promoted: null });
    expect((await rowOf(seated.id)).cancellationReason).toBe("Asked by phone to be taken off.");
    expect((await rowOf(second.id)).status).toBe("waitlisted");
    expect((await logged()).map((entry) => entry.subjectId)).toEqual([seated.id, first.id]);

    const confirm = await t.app.inject({
      method: "POST",
      url: consoleApiPath(consoleApiPaths.registrationConfirm, { id: seated.id }),
      headers: { cookie: reviewer.cookie, origin: siteOrigin },
      payload: { overCapacity: true },
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json<{ message: string }>().message).toBe(registrationMessages.cancelled);
  });

  it("refuses a missing, blank or too long reason with 400 and changes nothing", async () => {
    const seated = await registered("seated@example.org", "01711111111");
    for (const [payload, message] of [
      [{}, "Give the reason for cancelling this registration."],
      [{ reason: "   " }, "Give the reason for cancelling this registration."],
      [{ reason: "x".repeat(501) }, "A reason may have at most 500 characters."],
    ] as const) {
      const response = await cancel(seated.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect((await rowOf(seated.id)).status).toBe("confirmed");
    expect(await logged()).toEqual([]);
  });

  it("answers 404 for a registration that does not exist", async () => {
    const response = await cancel("00000000-0000-4000-8000-000000000000");
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(registrationMessages.notFound);
  });
});
