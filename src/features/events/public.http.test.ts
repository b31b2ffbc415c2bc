import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClubEvent, EventCategory, EventRegistrationForm } from "#shared/api/events.ts";
import { inArray } from "drizzle-orm";
import { eventRegistrationForms, events } from "#server/db/schema.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev, sampleEvents } from "#server/db/sample-content.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";

describe.each(testDatabaseKinds)("events API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    // A form for an inactive category: never offered.
    await t.db.insert(eventRegistrationForms).values({ eventId: ev.roboticsWorkshop, categoryId: cat.teacher, formFields: [{ name: "x" }] });
  }, 180_000);
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("lists active events only, those to come soonest first, then past ones (an album, or ended) newest first, with the card's fields", async () => {
    const response = await get("/api/events");
    expect(response.statusCode).toBe(200);
    const events = response.json() as ClubEvent[];
    const now = Date.now();
    const visible = sampleEvents.filter((e) => e.active !== false);
    const isPast = (e: (typeof sampleEvents)[number]) => Boolean(e.photosUrl) || (e.endsAt ?? new Date(e.startsAt.getTime() + 2 * 3600_000)).getTime() <= now;
    const expected = [
      ...visible.filter((e) => !isPast(e)).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()),
      ...visible.filter(isPast).sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime()),
    ];
    expect(events.map((e) => e.title)).toEqual(expected.map((e) => e.title));
    expect(events.map((e) => e.id)).not.toContain(ev.photographyContest);
    const festival = events.find((e) => e.id === ev.nationalScienceFestival2027);
    expect(festival).toMatchObject({ kind: "event", googleFormMode: "embed", photosUrl: null, startsAt: "2027-01-21T03:00:00.000Z", ended: false });
    expect(festival).not.toHaveProperty("active");
    expect(events.filter((e) => e.kind === "workshop").map((e) => e.id)).toEqual(
      expect.arrayContaining([ev.roboticsWorkshop, ev.programmingWorkshop, ev.researchMethodsWorkshop]),
    );
  });

  it("says an event without an album has ended two hours after its start, or at its end, and lists it with the past ones", async () => {
    const hour = 3600_000;
    const [started, over, lasting] = await t.db
      .insert(events)
      .values([
        { title: "Started an hour ago", startsAt: new Date(Date.now() - hour) },
        { title: "Over an hour ago", startsAt: new Date(Date.now() - 3 * hour) },
        { title: "Ends tomorrow", startsAt: new Date(Date.now() - 3 * hour), endsAt: new Date(Date.now() + 24 * hour) },
      ])
      .returning({ id: events.id });
    // The list as cached now: the insert's notification drops it.
    let list: ClubEvent[] = [];
    for (const until = Date.now() + 2000; Date.now() < until; ) {
      list = (await get("/api/events")).json() as ClubEvent[];
      if (list.some((e) => e.id === lasting!.id)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const byId = (id: string) => list.find((e) => e.id === id);
    expect(byId(started!.id)?.ended).toBe(false);
    expect(byId(lasting!.id)?.ended).toBe(false);
    expect(byId(over!.id)?.ended).toBe(true);
    const order = list.map((e) => e.id);
    // Still to come (started, not over) before every past event; the ended one first among the past (newest).
    const firstPast = list.findIndex((e) => e.ended || e.photosUrl);
    expect(order.indexOf(started!.id)).toBeLessThan(firstPast);
    expect(order.indexOf(lasting!.id)).toBeLessThan(firstPast);
    expect(order.indexOf(over!.id)).toBe(firstPast);
    await t.db.delete(events).where(inArray(events.id, [started!.id, over!.id, lasting!.id]));
  });

  it("says of each event whether it has a form to register with on this site (an active form in an active category)", async () => {
    const events = (await get("/api/events")).json() as ClubEvent[];
    const hasForms = (id: string) => events.find((event) => event.id === id)?.hasRegistrationForms;
    expect(hasForms(ev.roboticsWorkshop)).toBe(true);
    expect(hasForms(ev.nationalScienceFestival2027)).toBe(true);
    expect(hasForms(ev.geminidAstronomyNight)).toBe(false);
    expect(hasForms(ev.scienceQuizChampionship2027)).toBe(false);
  });

  it("offers one category per active form of an event, for active categories, in display order", async () => {
    const names = async (eventId: string) => ((await get(`/api/events/${eventId}/categories`)).json() as EventCategory[]).map((c) => c.name);
    expect(await names(ev.roboticsWorkshop)).toEqual(["College (HSC)", "University", "Open"]);
    expect(await names(ev.scienceOlympiad2027)).toEqual(["School (Class 6-10)", "College (HSC)"]);
    expect(await names(ev.nationalScienceFestival2027)).toEqual(["School (Class 6-10)", "College (HSC)", "University"]);
    expect(await names(ev.geminidAstronomyNight)).toEqual([]);
    const [first] = (await get(`/api/events/${ev.roboticsWorkshop}/categories`)).json() as EventCategory[];
    expect(first).toEqual({
      id: cat.college,
      name: "College (HSC)",
      // The sample content's Bangla twins.
      nameBn: "কলেজ (এইচএসসি)",
      description: expect.any(String),
      descriptionBn: expect.stringMatching(/^এইচএসসি /),
      seatsLeft: null,
      registrationClosed: false,
      waitlist: false,
      // Free: no fee on its form.
      feeTaka: null,
    });
  });

  it("answers 404 for the categories of an unknown or inactive event, 400 for a malformed id", async () => {
    expect((await get(`/api/events/${ev.photographyContest}/categories`)).statusCode).toBe(404);
    expect((await get("/api/events/00000000-0000-4000-8000-000000000000/categories")).statusCode).toBe(404);
    expect((await get("/api/events/not-an-id/categories")).statusCode).toBe(400);
  });

  it("returns the single form of an event and category, its fields normalised", async () => {
    const response = await get(`/api/events/${ev.roboticsWorkshop}/categories/${cat.university}/form`);
    expect(response.statusCode).toBe(200);
    const { fields } = response.json() as EventRegistrationForm;
    expect(fields.map((f) => f.name)).toEqual([
      "full_name",
      "university",
      "email",
      "mobile_number",
      "year_of_study",
      "date_of_birth",
      "arrival",
      "free_from",
      "department",
      "tshirt_size",
      "join_as",
      "arduino_level",
      "skills",
      "rules",
      "robot_idea",
      "anything_else_we_should_know_",
      "cv",
      "photo",
      "mentor_signature",
    ]);
    expect(fields.find((f) => f.name === "anything_else_we_should_know_")).toEqual({
      name: "anything_else_we_should_know_",
      label: "Anything else we should know?",
      type: "text",
      placeholder: "Enter Anything else we should know?",
      required: false,
      options: [],
      // The editor's Bangla label; no Bangla placeholder, as there is no English one (the default above is not the editor's).
      labelBn: "আমাদের আর কিছু জানানোর আছে?",
      placeholderBn: null,
      optionsBn: null,
    });
    expect(fields.at(-1)?.type).toBe("signature");
  });

  it("returns an empty field list for a form with no fields yet", async () => {
    const response = await get(`/api/events/${ev.roboticsWorkshop}/categories/${cat.open}/form`);
    expect(response.json()).toEqual({ fields: [], feeTaka: null, askGuardian: false });
  });

  it("answers 404 for an inactive form, an inactive category or a category the event does not have", async () => {
    expect((await get(`/api/events/${ev.scienceOlympiad2027}/categories/${cat.open}/form`)).statusCode).toBe(404);
    expect((await get(`/api/events/${ev.roboticsWorkshop}/categories/${cat.teacher}/form`)).statusCode).toBe(404);
    expect((await get(`/api/events/${ev.roboticsWorkshop}/categories/${cat.school}/form`)).statusCode).toBe(404);
  });
});
