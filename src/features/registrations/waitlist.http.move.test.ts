import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { registrationMessages, type RegistrationDetail } from "./contract.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "#server/db/sample-content.ts";
import { activityLog, eventRegistrationForms, eventRegistrations, events } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";

// Moving a registration to another category of its event: refused with 409 when
// that category is full or closed, checked under the event's lock, with an activity entry.

describe.each(testDatabaseKinds)("moving registrations between categories on %s", (kind) => {
  let t: TestApp;
  let reviewer: SignedInOrganiser;
  const workshop = ev.roboticsWorkshop;
  const universityForm = and(eq(eventRegistrationForms.eventId, workshop), eq(eventRegistrationForms.categoryId, cat.university));

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    reviewer = await signedInAs(t, "reviewer");
  }, 180_000);
  beforeEach(async () => {
    await t.db.delete(eventRegistrations);
    await t.db.delete(activityLog);
    await t.db.update(events).set({ capacity: null, waitlistEnabled: true, registrationDeadline: null }).where(eq(events.id, workshop));
    await t.db.update(eventRegistrationForms).set({ capacity: null, registrationDeadline: null }).where(eq(eventRegistrationForms.eventId, workshop));
  });
  afterAll(() => t?.close());

  const insert = async (categoryId: string, status: "confirmed" | "waitlisted" | "cancelled" = "confirmed") => {
    const [row] = await t.db
      .insert(eventRegistrations)
      .values({ eventId: workshop, categoryId, status, registrationData: { full_name: "Someone" }, ...(status === "cancelled" ? { cancelledAt: new Date() } : {}) })
      .returning({ id: eventRegistrations.id });
    return row!.id;
  };
  const move = (id: string, categoryId: string) =>
    t.app.inject({
      method: "POST",
      url: consoleApiPath(consoleApiPaths.registrationCategory, { id }),
      headers: { cookie: reviewer.cookie, origin: siteOrigin },
      payload: { categoryId },
    });
  const categoryOf = async (id: string) => (await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id)))[0]!.categoryId;
  const refusal = async (response: Awaited<ReturnType<typeof move>>) => {
    expect(response.statusCode, response.body).toBe(409);
    return response.json<{ message: string }>().message;
  };

  it("moves a registration, logs it with the new category's name, and its page offers the event's categories", async () => {
    const id = await insert(cat.college);
    const response = await move(id, cat.university);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ categoryId: cat.university, changed: true });
    expect(await categoryOf(id)).toBe(cat.university);
    const [entry] = await t.db.select().from(activityLog);
    expect(entry).toMatchObject({ action: "registration-moved", subjectId: id, organiserId: reviewer.id, details: { category: { from: cat.college, to: cat.university } } });
    // Again: nothing changes, nothing more is logged.
    expect((await move(id, cat.university)).json()).toEqual({ categoryId: cat.university, changed: false });
    expect(await t.db.select().from(activityLog)).toHaveLength(1);

    const page = await t.app.inject({ method: "GET", url: consoleApiPath(consoleApiPaths.registration, { id }), headers: { cookie: reviewer.cookie } });
    const categories = page.json<RegistrationDetail>().categories.map((category) => category.id);
    expect(categories).toEqual(expect.arrayContaining([cat.college, cat.university, cat.open]));
  });

  it("refuses a full category for a confirmed registration, but lets a waitlisted one move there", async () => {
    await t.db.update(eventRegistrationForms).set({ capacity: 1 }).where(universityForm);
    await insert(cat.university);
    const confirmed = await insert(cat.college);
    expect(await refusal(await move(confirmed, cat.university))).toBe(registrationMessages.moveFull);
    expect(await categoryOf(confirmed)).toBe(cat.college);
    const waiting = await insert(cat.college, "waitlisted");
    expect((await move(waiting, cat.university)).statusCode).toBe(200);
    expect(await t.db.select().from(activityLog)).toHaveLength(1);
  });

  it("refuses a category whose deadline has passed, one with no form, and a cancelled registration", async () => {
    await t.db.update(eventRegistrationForms).set({ registrationDeadline: new Date(Date.now() - 60_000) }).where(universityForm);
    const id = await insert(cat.college);
    expect(await refusal(await move(id, cat.university))).toBe(registrationMessages.moveClosed);
    expect(await refusal(await move(id, cat.school))).toBe(registrationMessages.moveNoForm);
    const cancelled = await insert(cat.college, "cancelled");
    expect(await refusal(await move(cancelled, cat.open))).toBe(registrationMessages.moveCancelled);
    expect(await t.db.select().from(activityLog)).toEqual([]);
  });

  it("answers 400 for a category that is not an id and 404 for an unknown registration", async () => {
    const id = await insert(cat.college);
    const bad = await move(id, "university");
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain("Choose one of the event's categories.");
    expect((await move("00000000-0000-4000-8000-000000000000", cat.open)).statusCode).toBe(404);
  });
});
