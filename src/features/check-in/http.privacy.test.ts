import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckInEventsAnswer, CheckInSearchAnswer, OfflineList, SyncAnswer } from "./contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { currentConsentVersions } from "#shared/legal-versions.ts";
import { ticketUrl } from "#shared/tickets.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "#server/db/sample-content.ts";
import { eventRegistrations, events } from "#server/db/schema.ts";
import { ticketCode, ticketSecret } from "./tickets.server.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";

// The door reveals names and references only: its search finds a name's words, a
// reference, or a whole phone or e-mail, at a door's pace; a check-in helper opens only visible events
// of today and tomorrow in Dhaka; a synced check-in is the session's organiser's own, at a time between
// its list's download and now; disabling a helper changes the offline key.

const today = ev.nationalScienceFestival2027;
const hidden = ev.roboticsWorkshop;
const later = ev.scienceOlympiad2027;
const hour = 3600_000;

describe.each(testDatabaseKinds)("the door's privacy on %s", (kind) => {
  let t: TestApp;
  let helper: SignedInOrganiser;
  let reviewer: SignedInOrganiser;
  let admin: SignedInOrganiser;
  const rows: Record<string, { id: string; reference: string }> = {};

  const path = (template: string, eventId: string = today) => consoleApiPath(template, { eventId });
  const get = (who: SignedInOrganiser, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers: { cookie: who.cookie, ...headers } });
  const post = (who: SignedInOrganiser, url: string, payload: object, method: "POST" | "PATCH" = "POST") =>
    t.app.inject({ method, url, headers: { cookie: who.cookie, origin: siteOrigin }, payload });
  const search = (who: SignedInOrganiser, q: string) => get(who, `${path(consoleApiPaths.checkInSearch)}?q=${encodeURIComponent(q)}`);
  const found = async (who: SignedInOrganiser, q: string) => {
    const response = await search(who, q);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CheckInSearchAnswer>().results.map((row) => row.reference);
  };
  const listOf = async (who: SignedInOrganiser, eventId: string = today) => {
    const response = await get(who, path(consoleApiPaths.checkInList, eventId));
    expect(response.statusCode, response.body).toBe(200);
    return { list: response.json<OfflineList>(), etag: response.headers.etag as string };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    [helper, reviewer, admin] = await Promise.all([signedInAs(t, "checkin"), signedInAs(t, "reviewer"), signedInAs(t, "admin")]);
    // The festival happens today; the workshop too but it is hidden; the olympiad is three days away.
    await t.db.update(events).set({ startsAt: new Date(Date.now() + hour), endsAt: new Date(Date.now() + 5 * hour), active: true }).where(eq(events.id, today));
    await t.db.update(events).set({ startsAt: new Date(Date.now() + hour), endsAt: null, active: false }).where(eq(events.id, hidden));
    await t.db.update(events).set({ startsAt: new Date(Date.now() + 72 * hour), endsAt: null, active: true }).where(eq(events.id, later));
    const insert = async (name: string, eventId: string, data: Record<string, string>) => {
      const [row] = await t.db.insert(eventRegistrations).values({ eventId, categoryId: cat.college, registrationData: data }).returning({ id: eventRegistrations.id, reference: eventRegistrations.reference });
      rows[name] = row!;
    };
    await insert("nusrat", today, { full_name: "Nusrat Jahan Chowdhury", college_name: "Viqarunnisa Noon College", phone: "01819123456", email: "Nusrat.J@Example.org" });
    await insert("tanvir", today, { full_name: "Tanvir Ahmed", college_name: "Dhaka College", phone: "01711987654", email: "tanvir@example.org" });
    await insert("hidden", hidden, { full_name: "Hidden Person", college_name: "Dhaka College", phone: "01711000111", email: "hidden@example.org" });
    await insert("later", later, { full_name: "Later Person", college_name: "Dhaka College", phone: "01711000222", email: "later@example.org" });
  });
  afterAll(() => t.close());

  it("finds a name by its words' beginnings, a reference, or a whole phone or e-mail, and nothing by parts of answers", async () => {
    const nusrat = rows.nusrat!.reference;
    for (const q of ["nusrat", "jah", "CHOW nus", nusrat, nusrat.slice(0, 8).toLowerCase(), nusrat.slice(4).replace("-", " "), "01819123456", "+880 1819-123456", "০১৮১৯১২৩৪৫৬", "nusrat.j@example.org"]) {
      expect(await found(helper, q), q).toEqual([nusrat]);
    }
    // Part of a phone, of an e-mail, the middle of a word, another answer, a reference's middle: nothing.
    for (const q of ["1819", "0181912345", "123456", "nusrat.j@", "example.org", "@example", "srat", "ahan", "viqarunnisa", "noon college", nusrat.slice(5)]) {
      expect(await found(helper, q), q).toEqual([]);
    }
    // One e-mail matches one person, not every address of the event.
    expect(await found(helper, "tanvir@example.org")).toEqual([rows.tanvir!.reference]);
    // The answer says name, category, reference and state only.
    const answer = (await search(helper, "tanvir")).json<CheckInSearchAnswer>();
    expect(Object.keys(answer.results[0]!).sort()).toEqual(["category", "checkedIn", "name", "reference", "registrationId"]);
    expect(JSON.stringify(answer)).not.toMatch(/01711987654|example\.org|Dhaka College/);
  });

  it("allows 60 searches a minute per organiser, then says how long to wait", async () => {
    const [fast, other] = await Promise.all([signedInAs(t, "checkin"), signedInAs(t, "checkin")]);
    for (let i = 0; i < 60; i++) expect((await search(fast, `tanvir ${i}`)).statusCode).toBe(200);
    const refused = await search(fast, "tanvir");
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json().message).toBe(`Too many searches from this account: the door allows 60 a minute. Wait ${wait} second${wait === 1 ? "" : "s"} and search again.`);
    // Another organiser on the same address is not slowed down.
    expect((await search(other, "tanvir")).statusCode).toBe(200);
  });

  it("shows a check-in helper only visible events of today and tomorrow in Dhaka, and admins and reviewers all", async () => {
    const ids = async (who: SignedInOrganiser) => (await get(who, consoleApiPaths.checkInEvents)).json<CheckInEventsAnswer>().events.map((event) => event.id);
    const helperSees = await ids(helper);
    expect(helperSees).toContain(today);
    expect(helperSees).not.toContain(hidden);
    expect(helperSees).not.toContain(later);
    for (const who of [reviewer, admin]) expect(await ids(who)).toEqual(expect.arrayContaining([today, hidden, later]));

    // Every door route of a hidden or later event is "no such event" for a helper; a reviewer opens them.
    const secret = await ticketSecret(t.db);
    for (const [eventId, name] of [
      [hidden, "hidden"],
      [later, "later"],
    ] as const) {
      const row = rows[name]!;
      const ticket = ticketUrl("https://club.example", row.reference, ticketCode(secret, eventId, row.id));
      const calls = [
        () => get(helper, path(consoleApiPaths.checkInList, eventId)),
        () => get(helper, path(consoleApiPaths.checkInCount, eventId)),
        () => get(helper, `${path(consoleApiPaths.checkInSearch, eventId)}?q=person`),
        () => post(helper, path(consoleApiPaths.checkInScan, eventId), { text: ticket }),
        () => post(helper, path(consoleApiPaths.checkInRegistration, eventId), { registrationId: row.id }),
        () => post(helper, path(consoleApiPaths.checkInUndo, eventId), { registrationId: row.id }),
        () => post(helper, path(consoleApiPaths.checkInSync, eventId), { checkIns: [{ registrationId: row.id, at: new Date().toISOString(), scannedBy: helper.id, listToken: "x" }] }),
        () => post(helper, path(consoleApiPaths.checkInWalkIns, eventId), { ...currentConsentVersions, eventId, categoryId: cat.college, registrationData: { full_name: "Walk In" } }),
      ];
      for (const call of calls) {
        const response = await call();
        expect(response.statusCode, `${eventId} ${response.body}`).toBe(404);
        expect(response.json().message).toBe("There is no such event open for check-in.");
      }
      const [stored] = await t.db.select({ at: eventRegistrations.checkedInAt }).from(eventRegistrations).where(eq(eventRegistrations.id, row.id));
      expect(stored?.at).toBeNull();
      expect((await get(reviewer, path(consoleApiPaths.checkInList, eventId))).statusCode).toBe(200);
      expect(await found(reviewer, rows.tanvir!.reference)).toEqual([rows.tanvir!.reference]);
    }
  });

  it("keeps a synced check-in only from the session's organiser, at a time between the list's download and now", async () => {
    const { list } = await listOf(helper);
    const other = await listOf(reviewer);
    const id = rows.tanvir!.id;
    const sync = (who: SignedInOrganiser, item: object) => post(who, path(consoleApiPaths.checkInSync), { checkIns: [{ registrationId: id, ...item }] });
    const refusedFor = async (who: SignedInOrganiser, item: object) => {
      const response = await sync(who, item);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<SyncAnswer>().results[0];
    };
    const now = new Date().toISOString();
    // Scanned by someone else (a queue left on a shared phone): refused, shown as theirs.
    expect(await refusedFor(helper, { at: now, scannedBy: reviewer.id, listToken: list.download.token })).toEqual({ registrationId: id, result: "refused", reason: "scanned_by_other" });
    // Another organiser's download, a made-up token: the time cannot be placed.
    expect(await refusedFor(helper, { at: now, scannedBy: helper.id, listToken: other.list.download.token })).toMatchObject({ result: "refused", reason: "time_outside" });
    expect(await refusedFor(helper, { at: now, scannedBy: helper.id, listToken: `${Date.parse("1970-01-02").toString(36)}.${"A".repeat(22)}` })).toMatchObject({ reason: "time_outside" });
    // Before the download, long after now, and 1970: refused, and nothing is stored.
    for (const at of ["1970-01-01T00:00:00Z", new Date(Date.parse(list.download.at) - 3600_000).toISOString(), "2099-01-01T00:00:00Z"]) {
      expect(await refusedFor(helper, { at, scannedBy: helper.id, listToken: list.download.token }), at).toEqual({ registrationId: id, result: "refused", reason: "time_outside" });
    }
    const [untouched] = await t.db.select({ at: eventRegistrations.checkedInAt }).from(eventRegistrations).where(eq(eventRegistrations.id, id));
    expect(untouched?.at).toBeNull();
    // Their own, within the span: kept. A later 1970 cannot rewrite it.
    expect(await refusedFor(helper, { at: now, scannedBy: helper.id, listToken: list.download.token })).toMatchObject({ result: "checked_in", checkedIn: { at: now } });
    expect(await refusedFor(helper, { at: "1970-01-01T00:00:00Z", scannedBy: helper.id, listToken: list.download.token })).toMatchObject({ reason: "time_outside" });
    const [kept] = await t.db.select({ at: eventRegistrations.checkedInAt }).from(eventRegistrations).where(eq(eventRegistrations.id, id));
    expect(kept?.at?.toISOString()).toBe(now);
    // A sync without who scanned it or its list is a 400 that says what is missing.
    const missing = await sync(helper, { at: now });
    expect(missing.statusCode).toBe(400);
  });

  it("changes the offline key when a helper is disabled or loses the role, so devices fetch a new list", async () => {
    const first = await listOf(reviewer);
    // The list carries no ticket key: its verifiers check a code, and make none.
    const row = first.list.rows.find((r) => r[0] === rows.nusrat!.id)!;
    const code = ticketCode(await ticketSecret(t.db), today, rows.nusrat!.id);
    expect(createHmac("sha256", Buffer.from(first.list.offlineKey, "base64url")).update(code).digest().subarray(0, 16).toString("base64url")).toBe(row[6]);
    expect(createHmac("sha256", Buffer.from(first.list.offlineKey, "base64url")).update(rows.nusrat!.id).digest().subarray(0, 16).toString("base64url")).not.toBe(code);
    const unchanged = await get(reviewer, path(consoleApiPaths.checkInList), { "if-none-match": first.etag });
    expect(unchanged.statusCode).toBe(304);

    const leaving = await signedInAs(t, "checkin");
    const disabled = await post(admin, consoleApiPath(consoleApiPaths.organiser, { id: leaving.id }), { disabled: true }, "PATCH");
    expect(disabled.statusCode, disabled.body).toBe(200);
    const afterDisable = await get(reviewer, path(consoleApiPaths.checkInList), { "if-none-match": first.etag });
    expect(afterDisable.statusCode).toBe(200);
    const second = afterDisable.json<OfflineList>();
    expect(second.offlineKey).not.toBe(first.list.offlineKey);
    expect(second.version).not.toBe(first.list.version);

    // A helper made an editor can no longer open the door: the key changes again.
    const moved = await signedInAs(t, "checkin");
    expect((await post(admin, consoleApiPath(consoleApiPaths.organiser, { id: moved.id }), { role: "editor" }, "PATCH")).statusCode).toBe(200);
    const third = (await listOf(reviewer)).list;
    expect(third.offlineKey).not.toBe(second.offlineKey);
    // An editor made a reviewer changes nothing.
    const editor = await signedInAs(t, "editor");
    expect((await post(admin, consoleApiPath(consoleApiPaths.organiser, { id: editor.id }), { role: "reviewer" }, "PATCH")).statusCode).toBe(200);
    expect((await listOf(reviewer)).list.offlineKey).toBe(third.offlineKey);
  });
});
