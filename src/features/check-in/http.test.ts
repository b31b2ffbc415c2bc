import { createHmac } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckInSearchAnswer, LiveCount, OfflineList, ScanAnswer, SyncAnswer } from "./contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { ticketUrl } from "#shared/tickets.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "#server/db/sample-content.ts";
import { activityLog, eventRegistrations, events } from "#server/db/schema.ts";
import { ticketCode, ticketSecret } from "./tickets.server.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";

// The door's API: scans and their answers, the first check-in winning
// a race and a sync, the undo's minute, the live count and the offline list.

const festival = ev.nationalScienceFestival2027;
const olympiad = ev.scienceOlympiad2027;

describe.each(testDatabaseKinds)("check-in at the door on %s", (kind) => {
  let t: TestApp;
  let helper: SignedInOrganiser;
  let reviewer: SignedInOrganiser;
  let admin: SignedInOrganiser;
  let secret: Buffer;
  const rows: Record<string, { id: string; reference: string; eventId: string }> = {};
  let before: LiveCount;

  const path = (template: string, eventId: string = festival) => consoleApiPath(template, { eventId });
  const post = (who: SignedInOrganiser, template: string, payload: object, eventId: string = festival) =>
    t.app.inject({ method: "POST", url: path(template, eventId), headers: { cookie: who.cookie, origin: siteOrigin }, payload });
  const get = (who: SignedInOrganiser, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers: { cookie: who.cookie, ...headers } });
  const ticketOf = (name: string) => {
    const row = rows[name]!;
    return ticketUrl("https://club.example", row.reference, ticketCode(secret, row.eventId, row.id));
  };
  const scan = async (who: SignedInOrganiser, text: string, eventId: string = festival) => {
    const response = await post(who, consoleApiPaths.checkInScan, { text }, eventId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ScanAnswer>();
  };
  const count = async () => (await get(reviewer, path(consoleApiPaths.checkInCount))).json<LiveCount>();
  const insert = async (name: string, values: Omit<typeof eventRegistrations.$inferInsert, "id">) => {
    const [row] = await t.db.insert(eventRegistrations).values(values).returning({ id: eventRegistrations.id, reference: eventRegistrations.reference, eventId: eventRegistrations.eventId });
    rows[name] = row!;
  };
  const person = (fullName: string, phone: string) => ({ full_name: fullName, college_name: "Holy Cross College", phone, email: `${phone}@example.org` });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    [helper, reviewer, admin] = await Promise.all([signedInAs(t, "checkin"), signedInAs(t, "reviewer"), signedInAs(t, "admin")]);
    secret = await ticketSecret(t.db);
    // A check-in helper's door opens today's and tomorrow's events: the festival is about to start.
    await t.db.update(events).set({ startsAt: new Date(Date.now() + 3600_000), endsAt: new Date(Date.now() + 5 * 3600_000) }).where(eq(events.id, festival));
    before = await count();
    await insert("nadia", { eventId: festival, categoryId: cat.college, registrationData: person("Nadia Rahman", "01712000001") });
    await insert("arif", { eventId: festival, categoryId: cat.college, registrationData: person("Arif Hossain", "01712000002") });
    await insert("race", { eventId: festival, categoryId: cat.college, registrationData: person("Rina Das", "01712000003") });
    await insert("offline", { eventId: festival, categoryId: cat.college, registrationData: person("Omar Faruk", "01712000004") });
    await insert("undo", { eventId: festival, categoryId: cat.college, registrationData: person("Uma Sen", "01712000005") });
    await insert("school", { eventId: festival, categoryId: cat.school, registrationData: { student_s_full_name: "রাফি আহমেদ", school_name: "Tejgaon Government High School", guardian_phone: "01555000111" } });
    await insert("waitlisted", { eventId: festival, categoryId: cat.college, status: "waitlisted", registrationData: person("Wasi Ahmed", "01712000006") });
    await insert("cancelled", { eventId: festival, categoryId: cat.college, status: "cancelled", cancelledAt: new Date(), registrationData: person("Kamal Uddin", "01712000007") });
    await insert("spam", { eventId: festival, categoryId: cat.college, suspectedSpamAt: new Date(), registrationData: person("Spam Bot", "01712000008") });
    await insert("olympiad", { eventId: olympiad, categoryId: cat.college, registrationData: person("Olivia Gomes", "01712000009") });
  });
  afterAll(() => t.close());

  it("lists the events a helper can open, with their counts", async () => {
    const response = await get(helper, consoleApiPaths.checkInEvents);
    expect(response.statusCode).toBe(200);
    const festivalRow = response.json<{ events: { id: string; registered: number }[] }>().events.find((event) => event.id === festival);
    expect(festivalRow?.registered).toBe(before.registered + 6);
  });

  it("checks a ticket in once: green, then amber with when and by whom", async () => {
    const first = await scan(helper, ticketOf("nadia"));
    expect(first).toMatchObject({ result: "checked_in", reference: rows.nadia!.reference, name: "Nadia Rahman", category: "College (HSC)", checkedIn: { by: "Test checkin" } });
    // Nothing of the registration beyond what the door shows.
    expect(Object.keys(first).sort()).toEqual(["category", "checkedIn", "name", "reference", "registrationId", "result"]);
    const again = await scan(reviewer, ticketOf("nadia"));
    expect(again).toMatchObject({ result: "already", checkedIn: { by: "Test checkin", at: (first as { checkedIn: { at: string } }).checkedIn.at } });
  });

  it("refuses, in red, another event's ticket, a cancelled one, one on the waiting list and forgeries", async () => {
    expect(await scan(helper, ticketOf("olympiad"))).toEqual({ result: "other_event", eventTitle: expect.any(String) });
    expect(await scan(helper, ticketOf("cancelled"))).toEqual({ result: "cancelled", reference: rows.cancelled!.reference });
    expect(await scan(helper, ticketOf("waitlisted"))).toEqual({ result: "waitlisted", reference: rows.waitlisted!.reference });
    expect(await scan(helper, ticketOf("spam"))).toEqual({ result: "forged" });
    // The reference alone, another ticket's code, a code of the right shape, and text that is no ticket.
    const arif = rows.arif!;
    expect(await scan(helper, `https://club.example/events/ticket/${arif.reference}`)).toEqual({ result: "forged" });
    expect(await scan(helper, ticketOf("nadia").replace(rows.nadia!.reference, arif.reference))).toEqual({ result: "forged" });
    expect(await scan(helper, `https://club.example/events/ticket/${arif.reference}.${"A".repeat(22)}`)).toEqual({ result: "forged" });
    expect(await scan(helper, "WIFI:S:club;T:WPA;P:secret;;")).toEqual({ result: "forged" });
    // None of these checked anyone in.
    const [arifRow] = await t.db.select({ at: eventRegistrations.checkedInAt }).from(eventRegistrations).where(eq(eventRegistrations.id, arif.id));
    expect(arifRow?.at).toBeNull();
  });

  it("gives exactly one green and one amber when two devices check the same ticket in at once", async () => {
    const [a, b] = await Promise.all([scan(helper, ticketOf("race")), scan(reviewer, ticketOf("race"))]);
    expect([a.result, b.result].sort()).toEqual(["already", "checked_in"]);
  });

  it("checks in from a search of the event, showing only name, reference, category and state", async () => {
    for (const q of ["arif", rows.arif!.reference.toLowerCase(), "017-1200-0002", "01712000002@example.org"]) {
      const response = await get(helper, `${path(consoleApiPaths.checkInSearch)}?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<CheckInSearchAnswer>();
      expect(answer.results.map((r) => r.reference), q).toEqual([rows.arif!.reference]);
      expect(Object.keys(answer.results[0]!).sort()).toEqual(["category", "checkedIn", "name", "reference", "registrationId"]);
    }
    // Another event's registrant and suspected spam are not found here.
    expect((await get(helper, `${path(consoleApiPaths.checkInSearch)}?q=olivia`)).json<CheckInSearchAnswer>().results).toEqual([]);
    expect((await get(helper, `${path(consoleApiPaths.checkInSearch)}?q=spam%20bot`)).json<CheckInSearchAnswer>().results).toEqual([]);
    const short = await get(helper, `${path(consoleApiPaths.checkInSearch)}?q=a`);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain("at least 2 characters");

    const checked = await post(helper, consoleApiPaths.checkInRegistration, { registrationId: rows.arif!.id });
    expect(checked.json()).toMatchObject({ result: "checked_in", name: "Arif Hossain" });
    expect((await post(helper, consoleApiPaths.checkInRegistration, { registrationId: rows.arif!.id })).json()).toMatchObject({ result: "already" });
    const foreign = await post(helper, consoleApiPaths.checkInRegistration, { registrationId: rows.olympiad!.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("This registration is not one of this event's tickets.");
  });

  it("lets an organiser undo their own last check-in within a minute, and records the undo", async () => {
    await scan(helper, ticketOf("undo"));
    // Someone else's check-in is not theirs to undo.
    const notMine = await post(admin, consoleApiPaths.checkInUndo, { registrationId: rows.undo!.id });
    expect(notMine.statusCode).toBe(409);
    expect(notMine.json().message).toBe("There is no check-in of yours from the last minute to undo.");
    // Only the last one.
    const notLast = await post(helper, consoleApiPaths.checkInUndo, { registrationId: rows.nadia!.id });
    expect(notLast.statusCode).toBe(409);
    const undone = await post(helper, consoleApiPaths.checkInUndo, { registrationId: rows.undo!.id });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ undone: true, registrationId: rows.undo!.id });
    const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.subjectId, rows.undo!.id));
    expect(entry).toMatchObject({ action: "check-in-undone", subjectType: "event_registration", details: {} });
    // Checked in again, and a minute passes: too late.
    await scan(helper, ticketOf("undo"));
    await t.db.update(eventRegistrations).set({ checkedInAt: new Date(Date.now() - 61_000) }).where(eq(eventRegistrations.id, rows.undo!.id));
    const late = await post(helper, consoleApiPaths.checkInUndo, { registrationId: rows.undo!.id });
    expect(late.statusCode).toBe(409);
  });

  it("syncs offline check-ins: the earliest wins, a repeat counts once, and every device gets the same answer", async () => {
    const id = rows.offline!.id;
    const later = new Date(Date.now() - 60_000).toISOString();
    const earlier = new Date(Date.now() - 120_000).toISOString();
    // Each check-in made offline says who scanned it and which download of the list it was made from.
    const tokenOf = async (who: SignedInOrganiser) => (await get(who, path(consoleApiPaths.checkInList))).json<OfflineList>().download.token;
    const [helperToken, reviewerToken] = await Promise.all([tokenOf(helper), tokenOf(reviewer)]);
    const by = (who: SignedInOrganiser, token: string) => ({ scannedBy: who.id, listToken: token });
    const first = await post(helper, consoleApiPaths.checkInSync, { checkIns: [{ registrationId: id, at: later, ...by(helper, helperToken) }] });
    expect(first.json<SyncAnswer>().results).toEqual([{ registrationId: id, result: "checked_in", checkedIn: { at: later, by: "Test checkin" } }]);
    // The other device had checked them in a minute before, and syncs after.
    const second = await post(reviewer, consoleApiPaths.checkInSync, {
      checkIns: [
        { registrationId: id, at: earlier, ...by(reviewer, reviewerToken) },
        { registrationId: rows.cancelled!.id, at: earlier, ...by(reviewer, reviewerToken) },
      ],
    });
    expect(second.json<SyncAnswer>().results).toEqual([
      { registrationId: id, result: "checked_in", checkedIn: { at: earlier, by: "Test reviewer" } },
      { registrationId: rows.cancelled!.id, result: "refused", reason: "cancelled" },
    ]);
    // The first device syncs again (a retry): it now learns the earlier one stands.
    const retry = await post(helper, consoleApiPaths.checkInSync, { checkIns: [{ registrationId: id, at: later, ...by(helper, helperToken) }] });
    expect(retry.json<SyncAnswer>().results).toEqual([{ registrationId: id, result: "already", checkedIn: { at: earlier, by: "Test reviewer" } }]);
    // The reviewer's own retry is still theirs.
    const again = await post(reviewer, consoleApiPaths.checkInSync, { checkIns: [{ registrationId: id, at: earlier, ...by(reviewer, reviewerToken) }] });
    expect(again.json<SyncAnswer>().results[0]).toMatchObject({ result: "checked_in" });
    // A device clock a minute ahead is brought back to now; far in the future is refused.
    const ahead = await post(helper, consoleApiPaths.checkInSync, { checkIns: [{ registrationId: rows.school!.id, at: new Date(Date.now() + 60_000).toISOString(), ...by(helper, helperToken) }] });
    expect(Date.parse((ahead.json<SyncAnswer>().results[0] as { checkedIn: { at: string } }).checkedIn.at)).toBeLessThanOrEqual(Date.now());
    const bad = await post(helper, consoleApiPaths.checkInSync, { checkIns: [{ registrationId: id, at: "yesterday", ...by(helper, helperToken) }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("the device's time");
  });

  it("counts checked in and registered, per category", async () => {
    const now = await count();
    expect(now.registered).toBe(before.registered + 6);
    // nadia, race, arif, offline and school (the undo was checked in again, then its time moved back: still in).
    expect(now.checkedIn).toBe(before.checkedIn + 6);
    const college = now.categories.find((c) => c.name === "College (HSC)")!;
    const collegeBefore = before.categories.find((c) => c.name === "College (HSC)") ?? { registered: 0, checkedIn: 0 };
    expect(college.registered - collegeBefore.registered).toBe(5);
  });

  it("sends the offline list compact, gzipped, with a version, each ticket's verifier and no answers", async () => {
    const response = await get(helper, path(consoleApiPaths.checkInList), { "accept-encoding": "gzip" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
    const list = JSON.parse(gunzipSync(response.rawPayload).toString("utf8")) as OfflineList;
    expect(response.headers.etag).toBe(`"${list.version}"`);
    // When the event ends, for the door's rule that wipes its copy a day later.
    const [stored] = await t.db.select({ startsAt: events.startsAt, endsAt: events.endsAt }).from(events).where(eq(events.id, festival));
    expect(list.event).toEqual({ id: festival, title: expect.any(String), startsAt: stored!.startsAt.toISOString(), endsAt: stored!.endsAt?.toISOString() ?? null });
    const nadia = list.rows.find((row) => row[1] === rows.nadia!.reference)!;
    expect(nadia[0]).toBe(rows.nadia!.id);
    expect(nadia[2]).toBe("Nadia Rahman");
    expect(list.categories[nadia[3]]).toBe("College (HSC)");
    expect(nadia[4]).toBeGreaterThan(0);
    expect(list.checkers[nadia[5]]).toBe("Test checkin");
    expect(list.refused).toMatchObject({ [rows.waitlisted!.reference]: "waitlisted", [rows.cancelled!.reference]: "cancelled" });
    expect(list.rows.some((row) => row[1] === rows.spam!.reference || row[1] === rows.olympiad!.reference)).toBe(false);
    // No phone, e-mail or other answer travels.
    expect(JSON.stringify(list)).not.toMatch(/01712000001|example\.org|Holy Cross/);
    // A device checks a ticket's code with the offline key and the row's verifier; the ticket key itself never travels.
    const code = new URL(ticketOf("nadia")).pathname.split(".").at(-1)!;
    expect(createHmac("sha256", Buffer.from(list.offlineKey, "base64url")).update(code).digest().subarray(0, 16).toString("base64url")).toBe(nadia[6]);
    expect(list).not.toHaveProperty("ticketKey");
    expect(JSON.stringify(list)).not.toContain(code);
    const unchanged = await get(helper, path(consoleApiPaths.checkInList), { "if-none-match": response.headers.etag as string });
    expect(unchanged.statusCode).toBe(304);
  });

  it("shows attendance in the registrations table, its filter, the export and the summary", async () => {
    await t.db.update(eventRegistrations).set({ walkIn: true }).where(eq(eventRegistrations.id, rows.school!.id));
    const table = await get(reviewer, `${consoleApiPaths.registrations}?event=${festival}&checkedIn=1&pageSize=100`);
    expect(table.statusCode, table.body).toBe(200);
    const listed = table.json<{ rows: { reference: string; checkedIn: { at: string; by: string | null } | null }[] }>().rows;
    expect(listed.find((row) => row.reference === rows.nadia!.reference)?.checkedIn).toMatchObject({ by: "Test checkin" });
    expect(listed.every((row) => row.checkedIn !== null)).toBe(true);
    const notIn = (await get(reviewer, `${consoleApiPaths.registrations}?event=${festival}&checkedIn=0&pageSize=100`)).json<{ rows: { reference: string }[] }>().rows;
    expect(notIn.map((row) => row.reference)).toContain(rows.waitlisted!.reference);
    expect(notIn.map((row) => row.reference)).not.toContain(rows.nadia!.reference);
    expect((await get(reviewer, `${consoleApiPaths.registrations}?event=${festival}&checkedIn=yes`)).json().message).toContain("checkedIn may only be 1 or 0.");

    const csv = (await get(reviewer, `${consoleApiPaths.registrationsExport}?event=${festival}&checkedIn=1`)).body;
    const [header, ...lines] = csv.replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    expect(header).toContain("Checked in at (Dhaka time),Checked in by");
    const nadiaLine = lines.find((line) => line.includes(rows.nadia!.reference))!;
    expect(nadiaLine).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2},Test checkin,/);

    const summary = await get(reviewer, `${consoleApiPaths.registrationAttendance}?event=${festival}`);
    expect(summary.statusCode).toBe(200);
    const attendance = summary.json<{ registered: number; checkedIn: number; walkIns: number; noShows: number | null; started: boolean }>();
    expect(attendance).toMatchObject({ registered: before.registered + 6, checkedIn: before.checkedIn + 6, walkIns: 1 });
    // The festival starts in an hour: no one has missed it yet.
    expect(attendance).toMatchObject({ started: false, noShows: null });
    // Once it has started, everyone not checked in is a no-show.
    const startsAt = new Date(Date.now() + 3600_000);
    await t.db.update(events).set({ startsAt: new Date(Date.now() - 60_000) }).where(eq(events.id, festival));
    const started = (await get(reviewer, `${consoleApiPaths.registrationAttendance}?event=${festival}`)).json<{ registered: number; checkedIn: number; noShows: number; started: boolean }>();
    await t.db.update(events).set({ startsAt }).where(eq(events.id, festival));
    expect(started.started).toBe(true);
    expect(started.noShows).toBe(started.registered - started.checkedIn);
    // Not a check-in helper's to read.
    expect((await get(helper, `${consoleApiPaths.registrationAttendance}?event=${festival}`)).statusCode).toBe(403);
  });

  it("answers 404 for an event that does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await get(helper, path(consoleApiPaths.checkInList, missing))).statusCode).toBe(404);
    expect((await post(helper, consoleApiPaths.checkInScan, { text: ticketOf("nadia") }, missing)).statusCode).toBe(404);
  });
});
