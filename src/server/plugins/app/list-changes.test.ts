import { PassThrough } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "#shared/api/paths.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { listsReadingTable } from "./list-changes.ts";

// A cached list is dropped as soon as a statement changes its table, however the change was made
// (here: plain SQL, as an organiser would). The cache's TTL is an hour in these tests, so only the
// notification can make the new rows appear.

const anHour = 3_600_000;
/** The column each list shows, to write a marker into. */
const shownColumn: Record<string, "name" | "title"> = {
  team_members: "name",
  executive_members: "name",
  sub_executive_members: "name",
  alumni_members: "name",
  projects: "title",
  publications: "title",
  club_partners: "name",
  campus_ambassadors: "name",
  events: "title",
};
// Registrations show in the events list only as a count of seats: tested on their own below.
// Categories and forms show in it only as whether an event has a form: tested on their own too.
// The payment settings show only as the fee on /api/membership: tested on their own too.
const shownOnlyAsCounts = new Set(["event_registrations", "event_categories", "event_registration_forms", "payment_settings", "retention_settings"]);
const cachedTables = Object.entries(listsReadingTable).filter(([table, paths]) => paths.length > 0 && !shownOnlyAsCounts.has(table));
let markers = 0;
const newMarker = () => `changed-${process.pid}-${Date.now().toString(36)}-${markers++}`;

async function run(t: TestApp, statement: string) {
  await t.db.execute(sql.raw(statement));
}

/** Polls `path` until its body contains `text`; fails after `withinMs`. Returns how long it took. */
async function servedWithin(t: TestApp, path: string, text: string, withinMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const body = (await t.app.inject({ method: "GET", url: path })).body;
    if (body.includes(text)) return performance.now() - started;
    if (performance.now() - started > withinMs) throw new Error(`${path} did not show ${text} within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(testDatabaseKinds)("list changes on %s", (kind) => {
  let t: TestApp;
  const logs: { level: number; msg: string; reason?: string }[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    let buffer = "";
    stream.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) logs.push(JSON.parse(line) as (typeof logs)[number]);
    });
    t = await createTestApp(kind, { seed: true, jsonCacheTtlMs: anHour, logger: { stream } });
  });
  afterAll(() => t?.close());

  it("every table with a trigger is mapped, and every cached list is refreshed by some table", async () => {
    const triggers = (await t.db.execute(
      sql`select distinct event_object_table as name from information_schema.triggers where trigger_name like '%\_list\_changed'`,
    )) as unknown as { rows: { name: string }[] };
    expect(triggers.rows.map((row) => row.name).sort()).toEqual(Object.keys(listsReadingTable).sort());

    const cachedLists = t.app.apiRoutes
      .filter((route) => [route.method].flat().includes("GET"))
      .map((route) => route.url)
      .filter((url) => {
        try {
          void t.app.cachedJsonBody(url);
          return true;
        } catch {
          return false;
        }
      });
    expect(cachedLists.length).toBeGreaterThan(0);
    expect(new Set(Object.values(listsReadingTable).flat())).toEqual(new Set(cachedLists));
  });

  it.each(cachedTables)("a row of %s changed with SQL is served by %j within one second", async (table, lists) => {
    // The categories of every visible event are keyed by the event's id and show none of its columns:
    // an event hidden or shown again changes them, tested on its own below.
    const paths = lists.filter((path) => !(table === "events" && path === apiPaths.eventCategoriesByEvent));
    const marker = newMarker();
    for (const path of paths) expect((await t.app.inject({ method: "GET", url: path })).body).not.toContain(marker);
    const column = shownColumn[table]!;
    await run(t, `update ${table} set ${column} = '${marker}' where id = (select id from ${table} where active order by created_at, id limit 1)`);
    for (const path of paths) expect(await servedWithin(t, path, marker, 1_000)).toBeLessThan(1_000);
  });

  it("an event hidden with SQL leaves the categories of visible events within one second, and is back when shown again", async () => {
    const listed = (await t.app.inject({ method: "GET", url: apiPaths.eventCategoriesByEvent })).json<Record<string, unknown>>();
    const id = Object.keys(listed)[0]!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await run(t, `update events set active = false where id = '${id}'`);
    const gone = performance.now();
    for (;;) {
      if (!(await t.app.inject({ method: "GET", url: apiPaths.eventCategoriesByEvent })).body.includes(id)) break;
      if (performance.now() - gone > 1_000) throw new Error("the hidden event's categories are still listed after one second");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await run(t, `update events set active = true where id = '${id}'`);
    expect(await servedWithin(t, apiPaths.eventCategoriesByEvent, id, 1_000)).toBeLessThan(1_000);
  });

  it("the membership fee changed with SQL is served by /api/membership within one second", async () => {
    await t.app.inject({ method: "GET", url: apiPaths.membership });
    await run(t, "insert into payment_settings (id, fee_taka) values (1, 275) on conflict (id) do update set fee_taka = 275");
    expect(await servedWithin(t, apiPaths.membership, `"feeTaka":275`, 1_000)).toBeLessThan(1_000);
    await run(t, "delete from payment_settings");
    expect(await servedWithin(t, apiPaths.membership, `"feeTaka":200`, 1_000)).toBeLessThan(1_000);
  });

  it("the retention periods changed with SQL are served by /api/retention within one second", async () => {
    await t.app.inject({ method: "GET", url: apiPaths.retention });
    await run(t, "update retention_settings set mail_bodies_days = 41");
    expect(await servedWithin(t, apiPaths.retention, `"mailBodies":{"days":41`, 1_000)).toBeLessThan(1_000);
  });

  it("a registration inserted with SQL changes the seats left the events list shows within one second", async () => {
    const seatsLeft = async () => {
      const events = (await t.app.inject({ method: "GET", url: apiPaths.events })).json<{ id: string; seatsLeft: number | null }[]>();
      return events.find((event) => event.id === limited.id)?.seatsLeft;
    };
    const withForm = (await t.db.execute(sql`select event_id as id from event_registration_forms limit 1`)) as unknown as { rows: { id: string }[] };
    const limited = withForm.rows[0]!;
    await run(t, `update events set capacity = 1000 where id = '${limited.id}'`);
    await servedWithin(t, apiPaths.events, `"seatsLeft":1000`, 1_000);
    const before = await seatsLeft();
    await run(
      t,
      `insert into event_registrations (event_id, category_id) select event_id, category_id from event_registration_forms where event_id = '${limited.id}' limit 1`,
    );
    await servedWithin(t, apiPaths.events, `"seatsLeft":${before! - 1}`, 1_000);
  });

  it("an event's forms or categories switched off with SQL take its registration away in the events list within one second", async () => {
    const hasForms = async (id: string) => {
      const events = (await t.app.inject({ method: "GET", url: apiPaths.events })).json<{ id: string; hasRegistrationForms: boolean }[]>();
      return events.find((event) => event.id === id)?.hasRegistrationForms;
    };
    const withForms = (await t.db.execute(
      sql`select e.id, string_agg(quote_literal(f.id::text), ',') as forms, string_agg(quote_literal(c.id::text), ',') as categories from events e join event_registration_forms f on f.event_id = e.id join event_categories c on c.id = f.category_id where e.active and f.active and c.active group by e.id order by e.id limit 1`,
    )) as unknown as { rows: { id: string; forms: string; categories: string }[] };
    const event = withForms.rows[0]!;
    expect(await hasForms(event.id)).toBe(true);
    const until = async (expected: boolean) => {
      const started = performance.now();
      while ((await hasForms(event.id)) !== expected) {
        expect(performance.now() - started).toBeLessThan(1_000);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    await run(t, `update event_registration_forms set active = false where id::text in (${event.forms})`);
    await until(false);
    await run(t, `update event_registration_forms set active = true where id::text in (${event.forms})`);
    await until(true);
    await run(t, `update event_categories set active = false where id::text in (${event.categories})`);
    await until(false);
    await run(t, `update event_categories set active = true where id::text in (${event.categories})`);
    await until(true);
  });

  it("rows inserted and deleted in one transaction show at its commit, not before", async () => {
    const marker = newMarker();
    const before = (await t.app.inject({ method: "GET", url: apiPaths.teamMembers })).body;
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into team_members (name, role_title, display_order) values (${marker}, 'Volunteer', 999)`);
      await tx.execute(sql`delete from team_members where name = ${marker} and role_title = 'nobody'`);
      // Not committed: nothing was announced, the cached answer stands.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await t.app.inject({ method: "GET", url: apiPaths.teamMembers })).body).toBe(before);
    });
    await servedWithin(t, apiPaths.teamMembers, marker, 1_000);
  });

  it("a change to a table no list reads leaves the cached lists alone", async () => {
    const first = await t.app.inject({ method: "GET", url: apiPaths.projects });
    // Written behind the cache's back on purpose: if page_views dropped the cache, the list would show it.
    const marker = newMarker();
    await t.db.execute(sql`alter table projects disable trigger projects_list_changed`);
    try {
      await run(t, `update projects set title = '${marker}' where id = (select id from projects where active order by created_at, id limit 1)`);
      await run(t, `insert into page_views (path, session_id) values ('/projects', 'list-changes-test')`);
      await run(t, `update event_categories set name = name`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const second = await t.app.inject({ method: "GET", url: apiPaths.projects });
      expect(second.body).toBe(first.body);
      expect(second.body).not.toContain(marker);
    } finally {
      await t.db.execute(sql`alter table projects enable trigger projects_list_changed`);
    }
  });

  it.runIf(kind === "postgres")("a lost listening connection is logged once, dialled again, and every list reloaded", async () => {
    // Changed while nothing listens: heard by no one, so the reload on reconnecting must show it.
    const marker = newMarker();
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN %' and pid <> pg_backend_pid()`,
    );
    await t.db.execute(sql`update publications set title = ${marker} where id = (select id from publications where active order by created_at, id limit 1)`);
    await servedWithin(t, apiPaths.publications, marker, 3_000);
    const lost = logs.filter((entry) => entry.msg.startsWith("lost the database connection that hears of list changes"));
    expect(lost).toHaveLength(1);
    expect(lost[0]!.level).toBe(40);
    expect(logs.filter((entry) => entry.msg.startsWith("hearing of list changes again"))).toHaveLength(1);

    // And it hears changes again.
    const next = newMarker();
    await t.db.execute(sql`update publications set title = ${next} where title = ${marker}`);
    await servedWithin(t, apiPaths.publications, next, 1_000);
  });
});
