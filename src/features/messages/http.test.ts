import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MessagesPage } from "./inbox.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { referencePattern } from "#shared/reference.ts";
import { activityLog, contactMessages } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";

type NewMessage = typeof contactMessages.$inferInsert;

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** Five messages in known states, the newest first in this list. */
const fixtures: NewMessage[] = [
  // Sent from the Bangla contact page: the console says so.
  { name: "রাফি আহমেদ", email: "rafi@example.org", subject: "Olympiad camp", message: "When does the camp start?", state: "unread", lang: "bn", createdAt: minutesAgo(1) },
  { name: "Nadia Islam", email: "nadia@example.org", subject: null, message: "=HYPERLINK(\"http://evil.example\")", state: "unread", createdAt: minutesAgo(2) },
  { name: "Tanvir Hasan", email: "tanvir@school.example", subject: "Robotics", message: "Do you run a ROBOTICS workshop?", state: "read", createdAt: minutesAgo(3) },
  { name: "Mim Chowdhury", email: "mim@example.org", subject: "Discount 100%", message: "Is the fee really 100% refundable?", state: "archived", createdAt: minutesAgo(4) },
  { name: "Old Visitor", email: "old@example.org", subject: "Thanks", message: "Thank you for the talk.", state: "archived", createdAt: minutesAgo(5) },
];

describe.each(testDatabaseKinds)("console messages on %s", (kind) => {
  let t: TestApp;
  let reviewer: SignedInOrganiser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    reviewer = await signedInAs(t, "reviewer");
  });
  beforeEach(async () => {
    await t.db.delete(contactMessages);
    await t.db.delete(activityLog);
    const rows = await t.db.insert(contactMessages).values(fixtures).returning({ id: contactMessages.id, email: contactMessages.email });
    for (const row of rows) ids[row.email.split("@")[0]!] = row.id;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: reviewer.cookie } });
  const list = async (query = "") => {
    const response = await get(`${consoleApiPaths.messages}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MessagesPage>();
  };
  const changeState = (payload: object) =>
    t.app.inject({ method: "POST", url: consoleApiPaths.messagesState, headers: { cookie: reviewer.cookie, origin: siteOrigin }, payload });
  const activity = () => t.db.select().from(activityLog).where(sql`${activityLog.action} in ('message-state', 'export')`);

  describe("GET messages", () => {
    it("shows the inbox (unread and read, not archived) newest first, with every field and the counts per state", async () => {
      const page = await list();
      expect(page.rows.map((row) => row.email)).toEqual(["rafi@example.org", "nadia@example.org", "tanvir@school.example"]);
      expect(page.total).toBe(3);
      expect(page.counts).toEqual({ unread: 2, read: 1, archived: 2 });
      expect(page.rows[0]).toEqual({
        id: ids.rafi,
        name: "রাফি আহমেদ",
        email: "rafi@example.org",
        subject: "Olympiad camp",
        message: "When does the camp start?",
        state: "unread",
        reference: expect.stringMatching(referencePattern),
        lang: "bn",
        createdAt: fixtures[0]!.createdAt!.toISOString(),
      });
      expect(page.rows[1]!.subject).toBeNull();
      expect(page.rows[1]!.lang).toBe("en");
    });

    it.each([
      ["unread", ["rafi", "nadia"]],
      ["read", ["tanvir"]],
      ["archived", ["mim", "old"]],
    ])("shows only %s messages with state=%s", async (state, expected) => {
      const page = await list(`?state=${state}`);
      expect(page.rows.map((row) => row.id)).toEqual(expected.map((key) => ids[key]));
      expect(page.total).toBe(expected.length);
    });

    it.each([
      ["a name", "NADIA", ["nadia"]],
      ["a Bangla name", "রাফি", ["rafi"]],
      ["an e-mail address", "school.example", ["tanvir"]],
      ["a subject", "olympiad", ["rafi"]],
      ["the message text", "robotics workshop", ["tanvir"]],
    ])("searches %s in any case", async (_label, q, expected) => {
      const page = await list(`?q=${encodeURIComponent(q)}`);
      expect(page.rows.map((row) => row.id)).toEqual(expected.map((key) => ids[key]));
    });

    it("counts per state what the search matches, so the tabs agree with it", async () => {
      const page = await list(`?q=example.org`);
      expect(page.counts).toEqual({ unread: 2, read: 0, archived: 2 });
      expect(page.total).toBe(2);
      const archived = await list(`?q=example.org&state=archived`);
      expect(archived.rows.map((row) => row.id)).toEqual([ids.mim, ids.old]);
    });

    it("takes % and _ in a search literally", async () => {
      expect((await list(`?state=archived&q=${encodeURIComponent("100%")}`)).rows.map((row) => row.id)).toEqual([ids.mim]);
      expect((await list(`?state=archived&q=${encodeURIComponent("_")}`)).total).toBe(0);
    });

    it("pages through the rows", async () => {
      const extra = Array.from({ length: 30 }, (_, i): NewMessage => ({
        name: `Paged ${i}`,
        email: `paged${i}@example.org`,
        message: "Paging",
        createdAt: minutesAgo(100 + i),
      }));
      await t.db.insert(contactMessages).values(extra);
      const second = await list(`?state=unread&page=2&pageSize=25`);
      expect(second.total).toBe(32);
      expect(second.page).toBe(2);
      expect(second.rows.map((row) => row.name)).toEqual(["Paged 23", "Paged 24", "Paged 25", "Paged 26", "Paged 27", "Paged 28", "Paged 29"]);
    });

    it.each([
      ["an unknown state", "?state=deleted"],
      ["an unknown parameter", "?sort=name"],
      ["a page size not offered", "?pageSize=1000"],
      ["page 0", "?page=0"],
      ["an over-long search", `?q=${"a".repeat(201)}`],
    ])("refuses %s with 400", async (_label, query) => {
      const response = await get(`${consoleApiPaths.messages}${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/querystring/);
    });
  });

  describe("GET messages/:id", () => {
    it("answers the whole message, without changing its state", async () => {
      const response = await get(consoleApiPath(consoleApiPaths.message, { id: ids.tanvir! }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: ids.tanvir, message: "Do you run a ROBOTICS workshop?", state: "read" });
      await get(consoleApiPath(consoleApiPaths.message, { id: ids.rafi! }));
      const [rafi] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, ids.rafi!));
      expect(rafi!.state).toBe("unread");
    });

    it("answers 404 for an unknown id and 400 for one that is not a UUID", async () => {
      const unknown = await get(consoleApiPath(consoleApiPaths.message, { id: "6f1c2d4e-1111-4000-8000-000000000000" }));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe("There is no message with this id.");
      expect((await get(consoleApiPath(consoleApiPaths.message, { id: "not-a-uuid" }))).statusCode).toBe(400);
    });
  });

  describe("POST messages/state", () => {
    it("changes the state, counts only messages that were in another one, and records one activity entry", async () => {
      const response = await changeState({ ids: [ids.rafi, ids.nadia, ids.tanvir], state: "read" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ changed: 2 });
      expect((await list("?state=read")).rows.map((row) => row.id)).toEqual([ids.rafi, ids.nadia, ids.tanvir]);
      const entries = await activity();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: "message-state",
        organiserId: reviewer.id,
        organiserEmail: reviewer.email,
        details: { state: "read", count: 2 },
      });
      expect(JSON.stringify(entries[0])).not.toMatch(/rafi|Olympiad/);
    });

    it("archives and moves back to the inbox", async () => {
      expect((await changeState({ ids: [ids.rafi], state: "archived" })).json()).toEqual({ changed: 1 });
      expect((await list()).rows.map((row) => row.id)).not.toContain(ids.rafi);
      expect((await changeState({ ids: [ids.rafi, ids.mim], state: "read" })).json()).toEqual({ changed: 2 });
      expect((await list()).counts).toEqual({ unread: 1, read: 3, archived: 1 });
      expect((await activity()).map((row) => row.details)).toEqual(
        expect.arrayContaining([
          { state: "archived", count: 1 },
          { state: "read", count: 2 },
        ]),
      );
    });

    it("records nothing when nothing changed (already in that state, or unknown ids)", async () => {
      const response = await changeState({ ids: [ids.tanvir, "6f1c2d4e-1111-4000-8000-000000000000"], state: "read" });
      expect(response.json()).toEqual({ changed: 0 });
      expect(await activity()).toHaveLength(0);
    });

    it.each([
      ["no ids", { ids: [], state: "read" }, "Choose at least one message."],
      ["501 ids", { ids: Array.from({ length: 501 }, () => "6f1c2d4e-1111-4000-8000-000000000000"), state: "read" }, "Change at most 500 messages at once."],
      ["an id that is not a UUID", { ids: ["1"], state: "read" }, "Each message id is a UUID."],
      ["an unknown state", { ids: ["6f1c2d4e-1111-4000-8000-000000000000"], state: "deleted" }, "state must be one of unread, read, archived."],
      ["an extra field", { ids: ["6f1c2d4e-1111-4000-8000-000000000000"], state: "read", note: "x" }, "note"],
    ])("refuses %s with 400 and changes nothing", async (_label, payload, message) => {
      const response = await changeState(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      expect((await list()).counts).toEqual({ unread: 2, read: 1, archived: 2 });
      expect(await activity()).toHaveLength(0);
    });
  });

  describe("GET messages/export", () => {
    const exportCsv = async (query = "") => {
      const response = await get(`${consoleApiPaths.messagesExport}${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    const lines = (body: string) => body.replace(/^\uFEFF/, "").trimEnd().split("\r\n");

    it("streams the inbox as a CSV with a BOM, Bangla intact and formulas neutralised, newest first as the inbox lists them", async () => {
      const response = await exportCsv();
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const rows = lines(response.body);
      expect(rows[0]).toBe("Received (Dhaka time),State,Name,E-mail,Subject,Message,Language");
      expect(rows).toHaveLength(4);
      expect(rows[1]).toContain("Unread,রাফি আহমেদ,rafi@example.org,Olympiad camp,When does the camp start?,Bangla");
      expect(rows[2]).toContain(`Unread,Nadia Islam,nadia@example.org,,"'=HYPERLINK(""http://evil.example"")"`);
      expect(rows[3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},Read,Tanvir Hasan,tanvir@school.example,Robotics,Do you run a ROBOTICS workshop\?,English$/);
    });

    it("writes the received time in Dhaka time", async () => {
      await t.db.delete(contactMessages);
      await t.db.insert(contactMessages).values({ name: "Night", email: "n@example.org", message: "Late", createdAt: new Date("2026-03-01T20:30:00Z") });
      expect(lines((await exportCsv()).body)[1]).toMatch(/^2026-03-02 02:30,Unread,Night,/);
    });

    it("honours the state and the search, and records the export without the search text", async () => {
      const rows = lines((await exportCsv(`?state=archived&q=${encodeURIComponent("refundable")}`)).body);
      expect(rows).toHaveLength(2);
      expect(rows[1]).toContain("Mim Chowdhury");
      await exportCsv();
      const entries = await activity();
      expect(entries.map((row) => row.details)).toEqual(
        expect.arrayContaining([
          { area: "messages", filters: { state: "archived" }, searched: true },
          { area: "messages", filters: { state: "inbox" }, searched: false },
        ]),
      );
      expect(entries.every((row) => row.action === "export" && row.organiserId === reviewer.id)).toBe(true);
      expect(JSON.stringify(entries)).not.toContain("refundable");
    });

    it("lists every row exactly once across batches, though timestamps carry microseconds", async () => {
      await t.db.delete(contactMessages);
      await t.db.execute(sql`
        insert into contact_messages (name, email, message, reference, created_at)
        select 'Batch ' || n, 'batch' || n || '@example.org', 'Row ' || n,
               -- References of our own, one per row: 2,100 random ones collide now and then.
               'GSC-' || lpad(translate(n::text, '0123456789', '23456789AB'), 4, 'C') || '-ZZ',
               timestamptz '2026-01-01 00:00:00+00' + n * interval '1 second' + (n % 997) * interval '1 microsecond'
        from generate_series(1, 2100) as n`);
      const rows = lines((await exportCsv("?state=unread")).body).slice(1);
      expect(rows).toHaveLength(2100);
      expect(new Set(rows).size).toBe(2100);
      expect(rows[0]).toContain("Batch 2100,");
      expect(rows[2099]).toContain("Batch 1,");
    });

    it("refuses an unknown filter with 400", async () => {
      expect((await get(`${consoleApiPaths.messagesExport}?page=2`)).statusCode).toBe(400);
    });
  });
});
