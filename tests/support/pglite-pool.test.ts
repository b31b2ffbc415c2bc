import { afterAll, describe, expect, it } from "vitest";
import type { PGlite } from "@electric-sql/pglite";
import { newMigratedPglite } from "./databases.ts";
import { PglitePool } from "./pglite-pool.ts";

/** A database given back must be, to the next test, what a newly loaded one is. */
describe("the embedded test databases' pool", () => {
  const pool = new PglitePool(newMigratedPglite);
  const taken: PGlite[] = [];
  const take = async () => {
    const client = await pool.take();
    taken.push(client);
    return client;
  };
  afterAll(async () => {
    for (const client of taken) await client.close();
  });

  const count = async (client: PGlite, table: string) => (await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
  const retentionDays = async (client: PGlite) =>
    (await client.query<{ days: number }>("select registrations_days as days from retention_settings")).rows.map((row) => row.days);

  it("gives a closed database back emptied, with the migrations' rows as they were", async () => {
    const first = await take();
    await first.exec("insert into page_views (path, session_id) values ('/', 's1'), ('/team', 's1')");
    await first.exec("update retention_settings set registrations_days = 7");
    await first.exec("create temporary table scratch (n int)");
    await first.exec("set statement_timeout = 1234");
    await first.close();
    expect(pool.counts).toEqual({ loaded: 1, reused: 0, discarded: 0 });

    const second = await take();
    expect(pool.counts).toEqual({ loaded: 1, reused: 1, discarded: 0 });
    expect(await count(second, "page_views")).toBe(0);
    expect(await retentionDays(second)).toEqual([180]);
    expect(await count(second, "drizzle.__drizzle_migrations")).toBeGreaterThan(30);
    expect((await second.query<{ t: string | null }>("select to_regclass('pg_temp.scratch')::text as t")).rows[0]!.t).toBeNull();
    expect((await second.query<{ v: string }>("select current_setting('statement_timeout') as v")).rows[0]!.v).toBe("0");
    await second.close();
  });

  it("refuses every call on a database once it was closed, as PGlite does", async () => {
    const client = await take();
    await client.close();
    expect(client.closed).toBe(true);
    expect(() => client.query("select 1")).toThrow("PGlite is closed");
  });

  it("rolls back a transaction left open, and drops the closed test's listeners", async () => {
    const first = await take();
    const heard: string[] = [];
    await first.listen("changes", (payload) => heard.push(payload));
    await first.exec("begin; insert into page_views (path, session_id) values ('/', 's2')");
    await first.close();

    const second = await take();
    expect(pool.counts.discarded).toBe(0);
    expect(await count(second, "page_views")).toBe(0);
    await second.exec("listen changes; notify changes, 'after'");
    await second.query("select 1");
    expect(heard).toEqual([]);
    await second.close();
  });

  it("closes a database whose schema the test changed, and loads a new one next", async () => {
    const first = await take();
    await first.exec("drop table page_views cascade");
    await first.close();
    expect(pool.counts.discarded).toBe(1);

    const loadedBefore = pool.counts.loaded;
    const second = await take();
    expect(pool.counts.loaded).toBe(loadedBefore + 1);
    expect(await count(second, "page_views")).toBe(0);
  });
});
