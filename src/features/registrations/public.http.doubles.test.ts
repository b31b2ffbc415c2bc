import { randomUUID } from "node:crypto";
import { eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { UploadResult } from "#shared/api/events.ts";
import { honeypotField } from "#shared/honeypot.ts";
import { alreadyRegisteredMessage } from "./rules.ts";
import { seatMessages } from "#features/events/rules.ts";
import { defaultRateLimit } from "#server/app.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "#server/db/sample-content.ts";
import { eventRegistrations, events, mailOutbox } from "#server/db/schema.ts";
import { idempotencyKeyHeader } from "#server/plugins/app/idempotency.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { roboticsAnswers, withConsentVersions } from "#tests/support/factories.ts";
import { TestSmtpServer } from "#tests/support/smtp.ts";
import { multipartFile, solidPng } from "#tests/support/upload-files.ts";

// One registration per person per event: the same e-mail
// address or phone number in any category of one event is refused with the first reference.

describe.each(testDatabaseKinds)("one registration per person per event on %s", (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    // E-mail on, so a refused registration is seen to queue none.
    t = await createTestApp(kind, { seed: true, rateLimit: { ...defaultRateLimit, max: 10_000, signInMax: 1000 }, mail: smtp.config() });
  }, 180_000);
  beforeEach(async () => {
    await t.db.delete(eventRegistrations);
    await t.db.delete(mailOutbox);
    await t.db.update(events).set({ capacity: null, registrationDeadline: null, waitlistEnabled: false });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const register = (eventId: string, categoryId: string, registrationData: object, options: { key?: string; trap?: string } = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/event-registrations",
      headers: { [idempotencyKeyHeader]: options.key ?? randomUUID() },
      payload: withConsentVersions({ eventId, categoryId, registrationData, ...(options.trap ? { [honeypotField]: options.trap } : {}) }),
    });
  /** The workshop's College form, answered; `trap` fills the honeypot (suspected spam). */
  const college = (answers: Record<string, string>, trap?: string) => register(ev.roboticsWorkshop, cat.college, roboticsAnswers(answers), { trap });
  const stored = () => t.db.select().from(eventRegistrations);
  const queuedMail = async () => (await t.db.select().from(mailOutbox)).length;
  const referenceOf = (response: { json: () => unknown }) => (response.json() as { reference: string }).reference;
  const uploadPhoto = async (eventId: string, categoryId: string) => {
    const { payload, headers } = multipartFile(solidPng(), "me.png", "image/png");
    const response = await t.app.inject({ method: "POST", url: `/api/events/${eventId}/uploads?categoryId=${categoryId}&field=photo`, payload, headers });
    expect(response.statusCode).toBe(201);
    const { url, token } = response.json() as UploadResult;
    return `${url}.${token}`;
  };

  it("refuses the same e-mail address in another letter case with 409 and the first reference, storing nothing and queuing no mail", async () => {
    const first = await college({ email: "nadia@example.org", phone: "01712345678" });
    expect(first.statusCode).toBe(201);
    const mailAfterFirst = await queuedMail();
    expect(mailAfterFirst).toBeGreaterThan(0);

    const second = await college({ full_name: "Nadia Islam", email: "Nadia@Example.ORG", phone: "01812345678" });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ statusCode: 409, message: alreadyRegisteredMessage(referenceOf(first), "email") });
    expect(second.json<{ message: string }>().message).toBe(
      `You have already registered for this event with this e-mail address. Your reference is ${referenceOf(first)}.`,
    );
    expect(await stored()).toHaveLength(1);
    expect(await queuedMail()).toBe(mailAfterFirst);
  });

  it("refuses the same phone number typed in the +880 form after the 01 form, and says both when both match", async () => {
    const first = await college({ email: "rafi@example.org", phone: "01712345678" });
    expect(first.statusCode).toBe(201);
    const byPhone = await college({ email: "someone.else@example.org", phone: "+880 1712-345678" });
    expect(byPhone.statusCode).toBe(409);
    expect(byPhone.json<{ message: string }>().message).toBe(alreadyRegisteredMessage(referenceOf(first), "phone"));
    const byBoth = await college({ email: " RAFI@example.org", phone: "8801712345678" });
    expect(byBoth.json<{ message: string }>().message).toBe(alreadyRegisteredMessage(referenceOf(first), "both"));
    expect(await stored()).toHaveLength(1);
  });

  it("refuses the same person in another category of the event, and takes them for another event", async () => {
    const first = await college({ email: "mina@example.org", phone: "01912345678" });
    expect(first.statusCode).toBe(201);
    const university = await register(ev.roboticsWorkshop, cat.university, {
      full_name: "Mina Akter",
      university: "University of Dhaka",
      email: "mina@example.org",
      mobile_number: "01600000000",
      department: "CSE",
      join_as: "Participant",
      rules: ["I will bring my student ID card"],
      photo: await uploadPhoto(ev.roboticsWorkshop, cat.university),
    });
    expect(university.statusCode).toBe(409);
    expect(university.json<{ message: string }>().message).toBe(alreadyRegisteredMessage(referenceOf(first), "email"));

    const olympiad = await register(ev.scienceOlympiad2027, cat.college, {
      full_name: "Mina Akter",
      college_name: "Notre Dame College",
      email: "mina@example.org",
      phone: "01912345678",
      subjects: ["Chemistry"],
    });
    expect(olympiad.statusCode).toBe(201);
    expect((await stored()).map((row) => row.eventId).sort()).toEqual([ev.roboticsWorkshop, ev.scienceOlympiad2027].sort());
  });

  it("tells a registered person their reference before saying the event is full, and takes no seat", async () => {
    await t.db.update(events).set({ capacity: 1 }).where(eq(events.id, ev.roboticsWorkshop));
    const first = await college({ email: "tania@example.org", phone: "01512345678" });
    expect(first.statusCode).toBe(201);
    expect((await college({ email: "other@example.org", phone: "01512345679" })).json<{ message: string }>().message).toBe(seatMessages.eventFull);
    const again = await college({ email: "tania@example.org", phone: "01512345678" });
    expect(again.json<{ message: string }>().message).toBe(alreadyRegisteredMessage(referenceOf(first), "both"));
    expect(await stored()).toHaveLength(1);
  });

  it("does not count suspected spam as the first, and does not tell a bot the reference of a real registration", async () => {
    const bot = await college({ email: "arif@example.org", phone: "01311111111" }, "https://spam.example");
    expect(bot.statusCode).toBe(201);
    const person = await college({ email: "arif@example.org", phone: "01311111111" });
    expect(person.statusCode).toBe(201);
    // A second bot with the person's details is stored as spam and answered as any registration, without their reference.
    const botAgain = await college({ email: "arif@example.org", phone: "01311111111" }, "https://spam.example");
    expect(botAgain.statusCode).toBe(201);
    expect(referenceOf(botAgain)).not.toBe(referenceOf(person));
    expect(await t.db.select().from(eventRegistrations).where(isNotNull(eventRegistrations.suspectedSpamAt))).toHaveLength(2);
    // Only the person's registration is the first of a later one.
    const later = await college({ email: "arif@example.org", phone: "01300000000" });
    expect(later.json<{ message: string }>().message).toBe(alreadyRegisteredMessage(referenceOf(person), "email"));
  });

  it("answers a retry with the same Idempotency-Key with the first answer, not as a second registration", async () => {
    const key = randomUUID();
    const answers = roboticsAnswers({ email: "retry@example.org", phone: "01411111111" });
    const first = await register(ev.roboticsWorkshop, cat.college, answers, { key });
    const retry = await register(ev.roboticsWorkshop, cat.college, answers, { key });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(referenceOf(retry)).toBe(referenceOf(first));
    expect(await stored()).toHaveLength(1);
  });

  it("takes exactly one of two simultaneous registrations of one person (different keys)", async () => {
    const answers = roboticsAnswers({ email: "twice@example.org", phone: "01722222222" });
    const answered = await Promise.all([register(ev.roboticsWorkshop, cat.college, answers), register(ev.roboticsWorkshop, cat.college, answers)]);
    expect(answered.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const taken = answered.find((response) => response.statusCode === 201)!;
    const refused = answered.find((response) => response.statusCode === 409)!;
    expect(refused.json<{ message: string }>().message).toBe(alreadyRegisteredMessage(referenceOf(taken), "both"));
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ contactEmail: "twice@example.org", contactPhone: "01722222222" });
  });

  it("cannot check a form without e-mail or phone fields, and takes every registration", async () => {
    // The workshop's Open category has an empty form.
    expect((await register(ev.roboticsWorkshop, cat.open, {})).statusCode).toBe(201);
    expect((await register(ev.roboticsWorkshop, cat.open, {})).statusCode).toBe(201);
    expect((await stored()).map((row) => [row.contactEmail, row.contactPhone])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});
