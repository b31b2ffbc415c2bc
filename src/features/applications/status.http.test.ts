import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applicationStatusMessages } from "./status.ts";
import { defaultRateLimit } from "#server/app.ts";
import { applications, eventCategories, eventRegistrations, events } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { writeEndpoints } from "#tests/support/write-endpoints.ts";
import { statusCheckLimit } from "./status.http.server.ts";

const application = (marker: string) => writeEndpoints.find((e) => e.name === "join requests")!.validPayload(marker);

describe.each(testDatabaseKinds)("POST /api/join-requests/status on %s", (kind) => {
  let t: TestApp;
  let applied: { id: string; reference: string };
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimit: { ...defaultRateLimit, max: 1000 } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(applications);
    const response = await t.app.inject({ method: "POST", url: "/api/join-requests", payload: application("status-ayesha") });
    applied = response.json() as { id: string; reference: string };
  });

  // Each test calls from its own address: the limit counts per address.
  let address = 0;
  const from = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;
  const check = (payload: object, remoteAddress = from()) =>
    t.app.inject({ method: "POST", url: "/api/join-requests/status", payload, remoteAddress });

  it("answers the status of the application with this reference and e-mail, in any case and spacing", async () => {
    const response = await check({ reference: applied.reference.toLowerCase().replace(/-/g, " "), email: " Status-Ayesha@Example.org " });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json();
    expect(body).toEqual({ kind: "application", reference: applied.reference, status: "pending", reason: null, submittedAt: expect.any(String), statusChangedAt: null });
  });

  it("shows a rejection with its reason, and nothing else of the application", async () => {
    await t.db
      .update(applications)
      .set({ status: "rejected", statusReason: "The payment was not found.", statusChangedAt: new Date("2026-11-20T10:00:00Z") })
      .where(eq(applications.id, applied.id));
    const body = (await check({ reference: applied.reference, email: "status-ayesha@example.org" })).json();
    expect(body).toMatchObject({ status: "rejected", reason: "The payment was not found.", statusChangedAt: "2026-11-20T10:00:00.000Z" });
    // The reference is drawn at random and may itself hold "TX": it is checked whole, the rest by pattern.
    const { reference, ...rest } = body as { reference: string };
    expect(reference).toBe(applied.reference);
    expect(JSON.stringify(rest)).not.toMatch(/Ayesha|roll-|TX/);
  });

  it("gives one neutral answer to a wrong e-mail, an unknown reference and suspected spam alike", async () => {
    const wrongEmail = await check({ reference: applied.reference, email: "someone@example.org" });
    const unknown = await check({ reference: applied.reference === "GSC-2222-22" ? "GSC-3333-33" : "GSC-2222-22", email: "status-ayesha@example.org" });
    await t.db.update(applications).set({ suspectedSpamAt: new Date() }).where(eq(applications.id, applied.id));
    const spam = await check({ reference: applied.reference, email: "status-ayesha@example.org" });
    for (const response of [wrongEmail, unknown, spam]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: "Not Found", message: applicationStatusMessages.notFound });
    }
  });

  it("refuses what cannot be a reference or an e-mail with the form's messages", async () => {
    const badReference = await check({ reference: "GSC-0000-O1", email: "status-ayesha@example.org" });
    expect(badReference.statusCode).toBe(400);
    expect(badReference.body).toContain(applicationStatusMessages.referenceInvalid);
    const badEmail = await check({ reference: applied.reference, email: "not an address" });
    expect(badEmail.statusCode).toBe(400);
    expect((await check({ reference: applied.reference, email: "a@b.c", extra: 1 })).statusCode).toBe(400);
  });

  it(`allows ${statusCheckLimit.max} checks per address per window, then 429, so references cannot be guessed`, async () => {
    const address = "10.9.9.9";
    for (let i = 0; i < statusCheckLimit.max; i++) {
      expect((await check({ reference: "GSC-2345-67", email: `guess${i}@example.org` }, address)).statusCode).toBe(404);
    }
    const limited = await check({ reference: applied.reference, email: "status-ayesha@example.org" }, address);
    expect(limited.statusCode).toBe(429);
    // Another address is not held back.
    expect((await check({ reference: applied.reference, email: "status-ayesha@example.org" })).statusCode).toBe(200);
  });

  describe("an event registration's reference", () => {
    const registrationEndpoint = writeEndpoints.find((e) => e.name === "event registrations")!;
    const register = async (marker: string) => {
      const response = await t.app.inject({ method: "POST", url: registrationEndpoint.url, payload: registrationEndpoint.validPayload(marker) });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { reference: string; status: string };
    };
    beforeAll(async () => {
      await registrationEndpoint.prepare!(t.db);
    });
    beforeEach(async () => {
      await t.db.delete(eventRegistrations);
      await t.db.update(events).set({ capacity: null, waitlistEnabled: false, active: true });
    });

    it("answers a seat with the event's day, place, category and calendar file, with the form's e-mail in any case", async () => {
      await t.db.update(events).set({ location: "Physics lab", endsAt: new Date("2030-01-01T12:00:00Z") });
      const { reference } = await register("status-rafi");
      const response = await check({ reference, email: " STATUS-RAFI@example.org " });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      const body = response.json();
      expect(body).toEqual({
        kind: "registration",
        reference,
        status: "confirmed",
        waitlistPosition: null,
        submittedAt: expect.any(String),
        event: {
          title: "Robotics workshop",
          titleBn: null,
          startsAt: "2030-01-01T10:00:00.000Z",
          endsAt: "2030-01-01T12:00:00.000Z",
          location: "Physics lab",
          locationBn: null,
        },
        category: "College",
        categoryBn: null,
        calendarPath: expect.stringMatching(/^\/api\/events\/[0-9a-f-]{36}\/calendar\.ics$/),
        ticket: {
          path: expect.stringMatching(new RegExp(`^/events/ticket/${reference}\\.[A-Za-z0-9_-]{22}$`)),
          qrPath: expect.stringMatching(new RegExp(`^/api/tickets/${reference}\\.[A-Za-z0-9_-]{22}/qr\\.svg$`)),
        },
      });
      // Nothing of the registrant's answers.
      expect(JSON.stringify(body)).not.toMatch(/Nadia|robot/);
      // The calendar file it names is there.
      expect((await t.app.inject({ method: "GET", url: body.calendarPath })).statusCode).toBe(200);
      // So is the ticket's QR code: personal, never cached; a wrong code or the reference alone finds nothing.
      const qr = await t.app.inject({ method: "GET", url: body.ticket.qrPath });
      expect(qr.statusCode).toBe(200);
      expect(qr.headers["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(qr.headers["cache-control"]).toBe("no-store");
      expect(qr.headers["referrer-policy"]).toBe("no-referrer");
      expect(qr.body).toMatch(/^<svg /);
      const code = (body.ticket.path as string).split(".").at(-1)!;
      const wrong = code.startsWith("A") ? `B${code.slice(1)}` : `A${code.slice(1)}`;
      expect((await t.app.inject({ method: "GET", url: `/api/tickets/${reference}.${wrong}/qr.svg` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: "GET", url: `/events/ticket/${reference}.${wrong}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: "GET", url: `/events/ticket/${reference}` })).statusCode).toBe(404);
    });

    it("carries the editor's Bangla title, place and category beside the English, for a Bangla status page", async () => {
      await t.db.update(events).set({ location: "Physics lab", titleBn: "রোবটিক্স কর্মশালা", locationBn: "পদার্থবিজ্ঞান ল্যাব" });
      await t.db.update(eventCategories).set({ nameBn: "কলেজ" });
      try {
        const { reference } = await register("status-bn");
        const body = (await check({ reference, email: "status-bn@example.org" })).json();
        expect(body.event).toMatchObject({ title: "Robotics workshop", titleBn: "রোবটিক্স কর্মশালা", location: "Physics lab", locationBn: "পদার্থবিজ্ঞান ল্যাব" });
        expect(body).toMatchObject({ category: "College", categoryBn: "কলেজ" });
      } finally {
        await t.db.update(events).set({ titleBn: null, locationBn: null });
        await t.db.update(eventCategories).set({ nameBn: null });
      }
    });

    it("gives a waitlisted registration its place on the event's waiting list", async () => {
      await t.db.update(events).set({ capacity: 1, waitlistEnabled: true });
      await register("status-seat");
      const first = await register("status-wait-1");
      const second = await register("status-wait-2");
      expect([first.status, second.status]).toEqual(["waitlisted", "waitlisted"]);
      expect((await check({ reference: first.reference, email: "status-wait-1@example.org" })).json()).toMatchObject({ status: "waitlisted", waitlistPosition: 1, ticket: null });
      expect((await check({ reference: second.reference, email: "status-wait-2@example.org" })).json()).toMatchObject({ status: "waitlisted", waitlistPosition: 2 });
    });

    it("gives no calendar file once the event is hidden, and the neutral 404 to a wrong e-mail or suspected spam", async () => {
      const { reference } = await register("status-hidden");
      await t.db.update(events).set({ active: false });
      expect((await check({ reference, email: "status-hidden@example.org" })).json()).toMatchObject({ status: "confirmed", calendarPath: null });
      const wrongEmail = await check({ reference, email: "status-ayesha@example.org" });
      await t.db.update(eventRegistrations).set({ suspectedSpamAt: new Date() });
      const spam = await check({ reference, email: "status-hidden@example.org" });
      for (const response of [wrongEmail, spam]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ statusCode: 404, error: "Not Found", message: applicationStatusMessages.notFound });
      }
    });
  });
});
