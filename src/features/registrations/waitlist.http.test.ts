import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { registrationMessages, type RegistrationListAnswer } from "./contract.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "#server/db/sample-content.ts";
import { activityLog, eventRegistrations, events } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";

describe.each(testDatabaseKinds)("moving registrations from the waiting list on %s", (kind) => {
  let t: TestApp;
  let reviewer: SignedInOrganiser;
  let ids: { confirmed: string; waiting: string; later: string };

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    reviewer = await signedInAs(t, "reviewer");
  }, 180_000);
  beforeEach(async () => {
    await t.db.delete(eventRegistrations);
    await t.db.delete(activityLog);
    await t.db.update(events).set({ capacity: 1, waitlistEnabled: true }).where(eq(events.id, ev.roboticsWorkshop));
    const row = (name: string, status: "confirmed" | "waitlisted", minutesAgo: number) => ({
      eventId: ev.roboticsWorkshop,
      categoryId: cat.college,
      registrationData: { full_name: name },
      status,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    const [confirmed, waiting, later] = await t.db
      .insert(eventRegistrations)
      .values([row("Seated", "confirmed", 3), row("Waiting", "waitlisted", 2), row("Later", "waitlisted", 1)])
      .returning({ id: eventRegistrations.id });
    ids = { confirmed: confirmed!.id, waiting: waiting!.id, later: later!.id };
  });
  afterAll(() => t?.close());

  const confirm = (id: string, payload: object = {}) =>
    t.app.inject({
      method: "POST",
      url: consoleApiPath(consoleApiPaths.registrationConfirm, { id }),
      headers: { cookie: reviewer.cookie, origin: siteOrigin },
      payload,
    });
  const statusOf = async (id: string) =>
    (await t.db.select({ status: eventRegistrations.status }).from(eventRegistrations).where(eq(eventRegistrations.id, id)))[0]?.status;

  it("the registrations table shows each registration's status", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `${consoleApiPaths.registrations}?event=${ev.roboticsWorkshop}`,
      headers: { cookie: reviewer.cookie },
    });
    const byId = new Map(response.json<RegistrationListAnswer>().rows.map((row) => [row.id, row.status]));
    expect(byId).toEqual(new Map([[ids.confirmed, "confirmed"], [ids.waiting, "waitlisted"], [ids.later, "waitlisted"]]));
  });

  it("with no seat free it refuses with 409 unless the organiser confirms over capacity, and logs that", async () => {
    const refused = await confirm(ids.waiting);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(registrationMessages.noSeatFree);
    expect(await statusOf(ids.waiting)).toBe("waitlisted");
    expect(await t.db.select().from(activityLog)).toEqual([]);

    const over = await confirm(ids.waiting, { overCapacity: true });
    expect(over.statusCode, over.body).toBe(200);
    expect(over.json()).toEqual({ status: "confirmed", changed: true, emailed: false });
    expect(await statusOf(ids.waiting)).toBe("confirmed");
    const [logged] = await t.db.select().from(activityLog);
    expect(logged).toMatchObject({
      organiserId: reviewer.id,
      action: "registration-confirmed",
      subjectType: "event_registration",
      subjectId: ids.waiting,
      details: { status: { from: "waitlisted", to: "confirmed" }, overCapacity: true },
    });
  });

  it("with a seat free it confirms without asking, once: a second call changes and logs nothing", async () => {
    await t.db.update(events).set({ capacity: 2 }).where(eq(events.id, ev.roboticsWorkshop));
    expect((await confirm(ids.waiting)).json()).toEqual({ status: "confirmed", changed: true, emailed: false });
    expect((await confirm(ids.waiting)).json()).toEqual({ status: "confirmed", changed: false, emailed: false });
    // The seat it took was the last one.
    expect((await confirm(ids.later)).statusCode).toBe(409);
    const logged = await t.db.select().from(activityLog);
    expect(logged.map((row) => [row.subjectId, (row.details as { overCapacity: boolean }).overCapacity])).toEqual([[ids.waiting, false]]);
  });

  it("answers 404 for a registration that does not exist", async () => {
    expect((await confirm("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });
});
