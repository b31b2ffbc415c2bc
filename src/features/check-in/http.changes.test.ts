import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DoorChanges, SyncAnswer, WalkInAnswer } from "./contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "#server/db/sample-content.ts";
import { eventRegistrations, events } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { newRegistrantContact, roboticsAnswers, withConsentVersions } from "#tests/support/factories.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";

// Every phone at the door tells the same truth: each asks for the event's changes
// since its last look, and sees another's check-in, undo, synced check-in and walk-in.

const festival = ev.nationalScienceFestival2027;
const olympiad = ev.scienceOlympiad2027;
const workshop = ev.roboticsWorkshop;

describe.each(testDatabaseKinds)("the door's changes on %s", (kind) => {
  let t: TestApp;
  let helper: SignedInOrganiser;
  let reviewer: SignedInOrganiser;
  const ids: Record<string, string> = {};

  const path = (template: string, eventId: string = festival) => consoleApiPath(template, { eventId });
  const post = (who: SignedInOrganiser, template: string, payload: object) =>
    t.app.inject({ method: "POST", url: path(template), headers: { cookie: who.cookie, origin: siteOrigin }, payload });
  const look = async (who: SignedInOrganiser, since?: string, eventId: string = festival) => {
    const response = await t.app.inject({ method: "GET", url: `${path(consoleApiPaths.checkInChanges, eventId)}${since ? `?since=${encodeURIComponent(since)}` : ""}`, headers: { cookie: who.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DoorChanges>();
  };
  const changeOf = (answer: DoorChanges, name: string) => answer.changes.find((change) => change.registrationId === ids[name]);

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    [helper, reviewer] = await Promise.all([signedInAs(t, "checkin"), signedInAs(t, "reviewer")]);
    await t.db.update(events).set({ startsAt: new Date(Date.now() - 3600_000), endsAt: new Date(Date.now() + 5 * 3600_000) }).where(eq(events.id, festival));
    for (const [name, phone] of [["nadia", "01712100001"], ["arif", "01712100002"], ["offline", "01712100003"]] as const) {
      const [row] = await t.db
        .insert(eventRegistrations)
        .values({ eventId: festival, categoryId: cat.college, registrationData: { full_name: name, college_name: "Holy Cross College", phone, email: `${phone}@example.org` } })
        .returning({ id: eventRegistrations.id });
      ids[name] = row!.id;
    }
  });
  afterAll(() => t.close());

  it("answers only the time to ask from on a first look, then each check-in and undo made since by anyone", async () => {
    const first = await look(reviewer);
    expect(first.changes).toEqual([]);
    expect(Date.parse(first.at)).toBeGreaterThan(Date.now() - 60_000);

    const made = await post(helper, consoleApiPaths.checkInRegistration, { registrationId: ids.nadia });
    expect(made.statusCode, made.body).toBe(200);
    const second = await look(reviewer, first.at);
    expect(changeOf(second, "nadia")).toEqual({ registrationId: ids.nadia, checkedIn: { at: expect.any(String), by: "Test checkin" } });
    expect(changeOf(second, "arif")).toBeUndefined();

    const undone = await post(helper, consoleApiPaths.checkInUndo, { registrationId: ids.nadia });
    expect(undone.statusCode, undone.body).toBe(200);
    const third = await look(reviewer, second.at);
    expect(changeOf(third, "nadia")).toEqual({ registrationId: ids.nadia, checkedIn: null });
  });

  it("shows a synced check-in that won, and a walk-in, to every other device", async () => {
    const start = await look(reviewer);
    const list = await t.app.inject({ method: "GET", url: path(consoleApiPaths.checkInList), headers: { cookie: helper.cookie } });
    const token = list.json<{ download: { token: string } }>().download.token;
    const synced = await post(helper, consoleApiPaths.checkInSync, { checkIns: [{ registrationId: ids.offline, at: new Date().toISOString(), scannedBy: helper.id, listToken: token }] });
    expect(synced.json<SyncAnswer>().results[0]).toMatchObject({ result: "checked_in" });
    const after = await look(reviewer, start.at);
    expect(changeOf(after, "offline")?.checkedIn?.by).toBe("Test checkin");

    // A walk-in at the workshop's door (its form asks for no photo).
    const workshopStart = await look(reviewer, undefined, workshop);
    const walkIn = await t.app.inject({
      method: "POST",
      url: path(consoleApiPaths.checkInWalkIns, workshop),
      headers: { cookie: reviewer.cookie, origin: siteOrigin },
      payload: withConsentVersions({ eventId: workshop, categoryId: cat.college, registrationData: roboticsAnswers({ ...newRegistrantContact(), full_name: "Walk-in Wahid" }) }),
    });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    const walkInId = walkIn.json<WalkInAnswer>().registrationId;
    const seen = await look(reviewer, workshopStart.at, workshop);
    expect(seen.changes).toContainEqual({ registrationId: walkInId, checkedIn: { at: expect.any(String), by: "Test reviewer" } });
  });

  it("refuses a time that is not one, and keeps a helper to the events they may open", async () => {
    const bad = await t.app.inject({ method: "GET", url: `${path(consoleApiPaths.checkInChanges)}?since=yesterday`, headers: { cookie: reviewer.cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("since must be the time of the previous answer.");
    // The olympiad is months away: not a helper's door today.
    const closed = await t.app.inject({ method: "GET", url: path(consoleApiPaths.checkInChanges, olympiad), headers: { cookie: helper.cookie } });
    expect(closed.statusCode).toBe(404);
  });
});
