import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ClubEvent, EventCategory } from "#shared/api/events.ts";
import { seatMessages } from "#features/events/rules.ts";
import { defaultRateLimit } from "#server/app.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "#server/db/sample-content.ts";
import { eventRegistrationForms, eventRegistrations, events } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { newRegistrantContact, registrationPayload, roboticsAnswers } from "#tests/support/factories.ts";

// Seats and deadlines, on the Robotics Workshop's College and
// University forms.

describe.each(testDatabaseKinds)("seats and deadlines on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, jsonCacheTtlMs: 0, rateLimit: { ...defaultRateLimit, max: 10_000, signInMax: 1000 } });
  }, 180_000);
  beforeEach(async () => {
    await t.db.delete(eventRegistrations);
    await t.db.update(events).set({ capacity: null, registrationDeadline: null, waitlistEnabled: false });
    await t.db.update(eventRegistrationForms).set({ capacity: null, registrationDeadline: null });
  });
  afterAll(() => t?.close());

  const register = (categoryId: string = cat.college) =>
    t.app.inject({
      method: "POST",
      url: "/api/event-registrations",
      // The College form's answers: the University form refuses them (its own rules still apply first).
      // Each from another person: one registration per person per event.
      payload: registrationPayload({ eventId: ev.roboticsWorkshop, categoryId, registrationData: roboticsAnswers(newRegistrantContact()) }),
    });
  const limitEvent = (limits: Partial<typeof events.$inferInsert>) => t.db.update(events).set(limits).where(eq(events.id, ev.roboticsWorkshop));
  const limitCategory = (categoryId: string, limits: Partial<typeof eventRegistrationForms.$inferInsert>) =>
    t.db
      .update(eventRegistrationForms)
      .set(limits)
      .where(and(eq(eventRegistrationForms.eventId, ev.roboticsWorkshop), eq(eventRegistrationForms.categoryId, categoryId)));
  const listed = async () =>
    ((await t.app.inject({ method: "GET", url: "/api/events" })).json() as ClubEvent[]).find((event) => event.id === ev.roboticsWorkshop)!;
  const categories = async () =>
    (await t.app.inject({ method: "GET", url: `/api/events/${ev.roboticsWorkshop}/categories` })).json() as EventCategory[];
  const categorySeats = async (categoryId: string) => (await categories()).find((category) => category.id === categoryId)!;
  const stored = () => t.db.select({ status: eventRegistrations.status }).from(eventRegistrations);

  it("without limits every registration is confirmed and no seats are counted", async () => {
    const response = await register();
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ received: true, status: "confirmed" });
    expect(await listed()).toMatchObject({ seatsLeft: null, registrationDeadline: null, registrationClosed: false, waitlist: false });
    expect(await categorySeats(cat.college)).toMatchObject({ seatsLeft: null, registrationClosed: false });
  });

  it("a full event refuses the next registration with 409 and its message, and stores nothing", async () => {
    await limitEvent({ capacity: 2 });
    expect((await register()).statusCode).toBe(201);
    expect((await listed()).seatsLeft).toBe(1);
    expect((await register(cat.university)).statusCode).toBe(400); // its own form's rules still apply first
    expect((await register()).statusCode).toBe(201);
    expect((await listed()).seatsLeft).toBe(0);
    const refused = await register();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ statusCode: 409, message: seatMessages.eventFull });
    expect(await stored()).toHaveLength(2);
    expect((await categories()).map((category) => category.seatsLeft)).toEqual((await categories()).map(() => 0));
  });

  it("a full category refuses while the event and its other categories still have seats", async () => {
    await limitEvent({ capacity: 50 });
    await limitCategory(cat.college, { capacity: 1 });
    expect((await register()).statusCode).toBe(201);
    expect(await categorySeats(cat.college)).toMatchObject({ seatsLeft: 0 });
    expect(await categorySeats(cat.university)).toMatchObject({ seatsLeft: 49 });
    expect((await listed()).seatsLeft).toBe(49);
    const refused = await register();
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(seatMessages.categoryFull);
  });

  it("a passed deadline, the event's or the category's, closes registration", async () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    const tomorrow = new Date(Date.now() + 86_400_000);
    await limitEvent({ registrationDeadline: tomorrow });
    // Visitors read the deadline on the event's card.
    expect(await listed()).toMatchObject({ registrationDeadline: tomorrow.toISOString(), registrationClosed: false });
    expect((await register()).statusCode).toBe(201);
    await limitCategory(cat.college, { registrationDeadline: yesterday });
    expect(await categorySeats(cat.college)).toMatchObject({ registrationClosed: true });
    expect(await categorySeats(cat.university)).toMatchObject({ registrationClosed: false });
    expect((await listed()).registrationClosed).toBe(false);
    const refused = await register();
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(seatMessages.closed);

    await limitCategory(cat.college, { registrationDeadline: null });
    await limitEvent({ registrationDeadline: yesterday });
    expect((await listed()).registrationClosed).toBe(true);
    expect((await register()).statusCode).toBe(409);
    expect(await stored()).toHaveLength(1);
  });

  it("with a waiting list, registrations after capacity are stored as waitlisted and the visitor is told", async () => {
    await limitEvent({ capacity: 1, waitlistEnabled: true });
    expect((await register()).json()).toMatchObject({ status: "confirmed" });
    const waiting = await register();
    expect(waiting.statusCode).toBe(201);
    expect(waiting.json()).toMatchObject({ received: true, status: "waitlisted" });
    expect(await listed()).toMatchObject({ seatsLeft: 0, waitlist: true });
    expect((await stored()).map((row) => row.status).sort()).toEqual(["confirmed", "waitlisted"]);
  });

  it("200 concurrent registrations for the last 10 seats: exactly 10 succeed", async () => {
    await limitEvent({ capacity: 15 });
    for (let i = 0; i < 5; i++) expect((await register()).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 200 }, () => register()));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    // On a busy machine some wait longer for a database connection than the pool allows and are
    // answered 503, asking the visitor to try again; tried again, each is refused for want of seats.
    const busy = statuses.filter((status) => status === 503).length;
    const again = [];
    for (let i = 0; i < busy; i++) again.push((await register()).statusCode);
    expect([...statuses.filter((status) => status !== 503), ...again].filter((status) => status === 409)).toHaveLength(190);
    expect(await stored()).toHaveLength(15);
    expect((await listed()).seatsLeft).toBe(0);
  }, 120_000);
});
