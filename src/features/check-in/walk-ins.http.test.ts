import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { UploadResult } from "#shared/api/events.ts";
import type { LiveCount, WalkInAnswer } from "./contract.ts";
import { describeActivity } from "#features/activity/contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { alreadyRegisteredMessage } from "#features/registrations/rules.ts";
import { seatMessages } from "#features/events/rules.ts";
import { currentConsentVersions } from "#shared/legal-versions.ts";
import { defaultRateLimit } from "#server/app.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "#server/db/sample-content.ts";
import { activityLog, eventRegistrationForms, eventRegistrations, events, mailOutbox } from "#server/db/schema.ts";
import { idempotencyKeyHeader, replayedHeader } from "#server/plugins/app/idempotency.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { parseCsv } from "#tests/support/csv.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { newRegistrantContact, roboticsAnswers, withConsentVersions } from "#tests/support/factories.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";
import { TestSmtpServer } from "#tests/support/smtp.ts";
import { multipartFile, solidPng } from "#tests/support/upload-files.ts";

// Walk-ins at the door: the event's own form and the public
// registration's rules, stored as a walk-in, confirmed and checked in at once, with its e-mail and an
// activity entry; seats respected unless an admin lets the person in; no deadline at the door.

const workshop = ev.roboticsWorkshop;
const festival = ev.nationalScienceFestival2027;

describe.each(testDatabaseKinds)("walk-ins at the door on %s", (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let helper: SignedInOrganiser;
  let reviewer: SignedInOrganiser;
  let admin: SignedInOrganiser;

  beforeAll(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    t = await createTestApp(kind, { seed: true, registrationExpiryEveryMs: 0, rateLimit: { ...defaultRateLimit, max: 10_000, signInMax: 1000 }, mail: smtp.config() });
    [helper, reviewer, admin] = await Promise.all([signedInAs(t, "checkin"), signedInAs(t, "reviewer"), signedInAs(t, "admin")]);
    // A check-in helper's door opens today's and tomorrow's events: both are about to start.
    await t.db
      .update(events)
      .set({ startsAt: new Date(Date.now() + 3600_000), endsAt: new Date(Date.now() + 5 * 3600_000) })
      .where(inArray(events.id, [workshop, festival]));
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  beforeEach(async () => {
    await t.db.delete(eventRegistrations);
    await t.db.delete(mailOutbox);
    await t.db.delete(activityLog).where(eq(activityLog.action, "registration-walk-in"));
    await t.db.update(events).set({ capacity: null, registrationDeadline: null, waitlistEnabled: false });
    await t.db.update(eventRegistrationForms).set({ capacity: null, registrationDeadline: null, feeTaka: null });
  });

  /** A person answering the workshop's College form, new to the event unless `answers` says otherwise. */
  const person = (answers: Record<string, string> = {}) => roboticsAnswers({ ...newRegistrantContact(), ...answers });
  const walkIn = (who: SignedInOrganiser, body: object, options: { eventId?: string; key?: string } = {}) =>
    t.app.inject({
      method: "POST",
      url: consoleApiPath(consoleApiPaths.checkInWalkIns, { eventId: options.eventId ?? workshop }),
      headers: { cookie: who.cookie, origin: siteOrigin, ...(options.key ? { [idempotencyKeyHeader]: options.key } : {}) },
      // The door sends the versions of the texts the person accepts there, as the site's form does.
      payload: withConsentVersions(body),
    });
  const college = (registrationData: Record<string, unknown>, extra: object = {}) => withConsentVersions({ eventId: workshop, categoryId: cat.college, registrationData, ...extra });
  const stored = () => t.db.select().from(eventRegistrations);
  const fillCollege = async (capacity: number) => {
    await t.db.update(eventRegistrationForms).set({ capacity }).where(and(eq(eventRegistrationForms.eventId, workshop), eq(eventRegistrationForms.categoryId, cat.college)));
    for (let n = 0; n < capacity; n++) {
      await t.db.insert(eventRegistrations).values({ eventId: workshop, categoryId: cat.college, registrationData: person() });
    }
  };

  it("stores the walk-in confirmed, marked a walk-in and checked in by the helper, with its e-mail and an activity entry", async () => {
    const answers = person({ full_name: "Tahmid Hasan", email: "tahmid@example.org" });
    const response = await walkIn(helper, college(answers));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    const answer = response.json<WalkInAnswer>();
    expect(answer).toMatchObject({ result: "checked_in", walkIn: true, beyondSeats: false, name: "Tahmid Hasan", category: "College (HSC)", checkedIn: { by: "Test checkin" } });
    expect(answer.reference).toMatch(/^GSC-/);
    // Their ticket, shown at the door: the address the e-mail carries, and its QR code.
    expect(answer.ticket.url).toContain(`/events/ticket/${answer.reference}.`);
    expect(answer.ticket.qrSvg).toMatch(/^<svg[^>]*>/);

    const [row] = await stored();
    expect(row).toMatchObject({
      id: answer.registrationId,
      reference: answer.reference,
      status: "confirmed",
      walkIn: true,
      checkedInBy: helper.id,
      checkedInByName: "Test checkin",
      checkedInByEmail: helper.email,
      contactEmail: "tahmid@example.org",
      // At the door, in English unless the helper's body says otherwise.
      lang: "en",
    });
    expect(row!.checkedInAt?.toISOString()).toBe(answer.checkedIn.at);
    expect(row!.registrationData).toMatchObject({ full_name: "Tahmid Hasan", section: "Science B" });

    // The registrant's confirmation carries the ticket, as a public registration's does.
    const [confirmation] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "registration-confirmation"));
    expect(confirmation?.recipient).toBe("tahmid@example.org");
    expect(confirmation?.lang).toBe("en");
    expect(confirmation?.textBody).toContain(answer.reference);
    expect(confirmation?.textBody).toContain(`/events/ticket/${answer.reference}.`);

    const [entry] = await t.db.select().from(activityLog).where(and(eq(activityLog.action, "registration-walk-in"), eq(activityLog.subjectId, answer.registrationId)));
    expect(entry).toMatchObject({ organiserId: helper.id, subjectType: "event_registration", details: { beyondSeats: false } });
    expect(describeActivity({ action: "registration-walk-in", subjectType: "event_registration", subjectId: answer.registrationId, details: { beyondSeats: false } })).toBe(
      "Registered a registration at the door",
    );
    // The door's live count has them, checked in.
    const count = (await t.app.inject({ method: "GET", url: consoleApiPath(consoleApiPaths.checkInCount, { eventId: workshop }), headers: { cookie: helper.cookie } })).json<LiveCount>();
    expect(count).toMatchObject({ registered: 1, checkedIn: 1 });
  });

  it("asks an under-18 event's walk-in for the guardian as the site does, and keeps the accepted versions", async () => {
    await t.db.update(events).set({ participantsMayBeUnder18: true }).where(eq(events.id, workshop));
    try {
      const missing = await walkIn(helper, college(person()));
      expect(missing.statusCode, missing.body).toBe(400);
      expect(missing.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path)).toEqual(["guardian.name", "guardian.phone", "guardian.consent"]);
      expect(await stored()).toHaveLength(0);
      const response = await walkIn(helper, college(person(), { guardian: { name: "Rahima Begum", phone: "+880 1711-000111", consent: true } }));
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await stored();
      expect(row).toMatchObject({ walkIn: true, guardianName: "Rahima Begum", guardianPhone: "01711000111", guardianConsent: true, privacyPolicyVersion: currentConsentVersions.privacyPolicyVersion, termsVersion: currentConsentVersions.termsVersion });
      expect(row!.consentAt).toEqual(expect.any(Date));
    } finally {
      await t.db.update(events).set({ participantsMayBeUnder18: false }).where(eq(events.id, workshop));
    }
  });

  it("refuses a field that does not match the form with 400, its path and the public form's words, storing nothing", async () => {
    const response = await walkIn(helper, college(person({ section: "Science Z", email: "not-an-address" })));
    expect(response.statusCode).toBe(400);
    const refusal = response.json<{ message: string; issues: { path: string; message: string }[] }>();
    expect(refusal.message).toMatch(/^The registration does not match the form: /);
    expect(refusal.issues.map((issue) => issue.path).sort()).toEqual(["registrationData.email", "registrationData.section"]);
    // The same refusal a visitor gets from the public route for the same answers.
    const visitor = await t.app.inject({ method: "POST", url: "/api/event-registrations", headers: { [idempotencyKeyHeader]: randomUUID() }, payload: college(person({ section: "Science Z", email: "not-an-address" })) });
    expect(visitor.json<{ issues: unknown }>().issues).toEqual(refusal.issues);
    // A required field left out, and the body's shape, are refused the same way.
    const missing = await walkIn(helper, college({ ...person(), full_name: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path)).toEqual(["registrationData.full_name"]);
    const extra = await walkIn(helper, { ...college(person()), walkIn: true });
    expect(extra.statusCode).toBe(400);
    const otherEvent = await walkIn(helper, college(person()), { eventId: festival });
    expect(otherEvent.statusCode).toBe(400);
    expect(otherEvent.json().message).toBe("This walk-in is for another event than the one open at the door.");
    expect(await stored()).toHaveLength(0);
    expect(await t.db.select().from(activityLog).where(eq(activityLog.action, "registration-walk-in"))).toHaveLength(0);
  });

  it("respects the category's seats with a 409, even with a waiting list; only an admin lets someone in beyond them", async () => {
    await fillCollege(2);
    await t.db.update(events).set({ waitlistEnabled: true }).where(eq(events.id, workshop));
    const full = await walkIn(helper, college(person()));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(`${seatMessages.categoryFull} Only an admin can let a walk-in in beyond the seats.`);

    // A helper or a reviewer cannot override: told so, nothing stored.
    for (const who of [helper, reviewer]) {
      const refused = await walkIn(who, college(person(), { overrideSeats: true }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("Only an admin can let a walk-in in beyond the seats.");
    }
    expect(await stored()).toHaveLength(2);

    const overridden = await walkIn(admin, college(person({ full_name: "Sadia Karim" }), { overrideSeats: true }));
    expect(overridden.statusCode, overridden.body).toBe(201);
    expect(overridden.json<WalkInAnswer>()).toMatchObject({ name: "Sadia Karim", beyondSeats: true, checkedIn: { by: "Test admin" } });
    const rows = await stored();
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.walkIn)).toMatchObject({ status: "confirmed", checkedInBy: admin.id });
    const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.action, "registration-walk-in"));
    expect(entry?.details).toEqual({ beyondSeats: true });

    // The whole event's capacity counts too.
    await t.db.update(eventRegistrationForms).set({ capacity: null });
    await t.db.update(events).set({ capacity: 3 }).where(eq(events.id, workshop));
    const eventFull = await walkIn(admin, college(person()));
    expect(eventFull.statusCode).toBe(409);
    expect(eventFull.json().message).toBe(`${seatMessages.eventFull} Only an admin can let a walk-in in beyond the seats.`);
  });

  it("takes walk-ins after the registration deadline: the event is happening", async () => {
    await t.db.update(events).set({ registrationDeadline: new Date(Date.now() - 3600_000) }).where(eq(events.id, workshop));
    const visitor = await t.app.inject({ method: "POST", url: "/api/event-registrations", headers: { [idempotencyKeyHeader]: randomUUID() }, payload: college(person()) });
    expect(visitor.statusCode).toBe(409);
    const response = await walkIn(helper, college(person()));
    expect(response.statusCode, response.body).toBe(201);
  });

  it("refuses someone registered already with the public route's words, naming their reference to check them in", async () => {
    const first = await walkIn(helper, college(person({ email: "rina@example.org", phone: "01755000111" })));
    const reference = first.json<WalkInAnswer>().reference;
    const again = await walkIn(reviewer, college(person({ email: "RINA@example.org" })));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ statusCode: 409, error: "Conflict", message: alreadyRegisteredMessage(reference, "email"), reference });
    expect(await stored()).toHaveLength(1);
  });

  it("answers a retry with the same Idempotency-Key as the first time, storing one walk-in", async () => {
    const key = randomUUID();
    const body = college(person());
    const first = await walkIn(helper, body, { key });
    const retry = await walkIn(helper, body, { key });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers[replayedHeader]).toBe("true");
    expect(retry.json()).toEqual(first.json());
    expect(await stored()).toHaveLength(1);
  });

  it("takes a paid category's payment at the door as verified, and files uploaded by the public upload route", async () => {
    await t.db.update(eventRegistrationForms).set({ feeTaka: 150 }).where(and(eq(eventRegistrationForms.eventId, workshop), eq(eventRegistrationForms.categoryId, cat.college)));
    const unpaid = await walkIn(helper, college(person()));
    expect(unpaid.statusCode).toBe(400);
    const paid = await walkIn(helper, college(person(), { payment: { paymentType: "cash" } }));
    expect(paid.statusCode, paid.body).toBe(201);
    const [row] = await stored();
    expect(row).toMatchObject({ status: "confirmed", paymentType: "cash", feeTaka: 150, walkIn: true });
    expect(row!.paymentVerifiedAt).not.toBeNull();

    // The festival's College form asks for a photo: uploaded as the public form uploads it.
    const { payload, headers } = multipartFile(solidPng(), "me.png", "image/png");
    const upload = await t.app.inject({ method: "POST", url: `/api/events/${festival}/uploads?categoryId=${cat.college}&field=photo`, payload, headers: { ...headers, origin: siteOrigin } });
    expect(upload.statusCode, upload.body).toBe(201);
    const { url, token } = upload.json<UploadResult>();
    const festivalAnswers = { full_name: "Mim Akter", college_name: "Holy Cross College", hsc_year: "HSC 2027", ...newRegistrantContact(), segments: ["Robotics"], photo: `${url}.${token}` };
    const withPhoto = await walkIn(helper, { eventId: festival, categoryId: cat.college, registrationData: festivalAnswers }, { eventId: festival });
    expect(withPhoto.statusCode, withPhoto.body).toBe(201);
    const [festivalRow] = await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, festival));
    expect(festivalRow?.registrationData.photo).toBe(url);
    // A file of no upload is the public route's refusal.
    const forged = await walkIn(helper, { eventId: festival, categoryId: cat.college, registrationData: { ...festivalAnswers, ...newRegistrantContact(), photo: `${url}.${token}` } }, { eventId: festival });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path)).toEqual(["registrationData.photo"]);
  });

  it("shows walk-ins in the attendance summary, the registrations table and the export", async () => {
    await t.db.insert(eventRegistrations).values({ eventId: workshop, categoryId: cat.college, registrationData: person() });
    const door = await walkIn(helper, college(person()));
    const { reference } = door.json<WalkInAnswer>();
    const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: reviewer.cookie } });

    const summary = (await get(`${consoleApiPaths.registrationAttendance}?event=${workshop}`)).json<{ registered: number; checkedIn: number; walkIns: number; noShows: number | null }>();
    // The workshop starts in an hour: no no-shows yet.
    expect(summary).toMatchObject({ registered: 2, checkedIn: 1, walkIns: 1, noShows: null });

    const table = (await get(`${consoleApiPaths.registrations}?event=${workshop}`)).json<{ rows: { reference: string; walkIn: boolean; checkedIn: unknown }[] }>().rows;
    expect(table.find((row) => row.reference === reference)).toMatchObject({ walkIn: true, checkedIn: { by: "Test checkin" } });
    expect(table.filter((row) => row.walkIn)).toHaveLength(1);

    const [header, ...lines] = parseCsv((await get(`${consoleApiPaths.registrationsExport}?event=${workshop}`)).body.slice(1));
    const cell = (line: string[], label: string) => line[header!.indexOf(label)];
    const walkInLine = lines.find((line) => cell(line, "Reference") === reference)!;
    expect(cell(walkInLine, "Walk-in")).toBe("Yes");
    expect(cell(walkInLine, "Checked in by")).toBe("Test checkin");
    expect(lines.filter((line) => cell(line, "Walk-in") === "")).toHaveLength(1);
  });
});
