import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "#shared/api/paths.ts";
import { buildApp, defaultRateLimit } from "../../app.ts";
import { openDatabase, type DatabaseHandle } from "../../db/client.ts";
import { insertSampleContent } from "../../db/seed.ts";
import { teamMembers } from "../../db/schema.ts";
import { createFixtureSite, localTestStorage } from "#tests/support/app.ts";
import { deleteRedisKeys, testKeyPrefix, testRedisUrl } from "#tests/support/redis.ts";
import { createScratchDatabase, type ScratchDatabase } from "#tests/support/scratch-postgres.ts";
import { skipUnlessPresent } from "#tests/support/required.ts";

// Two server processes' apps on one PostgreSQL database and one Redis. The second one does not
// LISTEN (as behind a pooler that drops LISTEN, or while its listening connection is lost): only the
// Redis message of the process that made the change can tell it.

const adminUrl = process.env.TEST_DATABASE_URL;
const anHour = 3_600_000;

describe.skipIf(skipUnlessPresent(Boolean(adminUrl && testRedisUrl), "TEST_DATABASE_URL and TEST_REDIS_URL"))("list changes relayed through Redis", () => {
  let scratch: ScratchDatabase;
  let keyPrefix: string;
  const handles: DatabaseHandle[] = [];
  let editing: FastifyInstance;
  let deaf: FastifyInstance;

  const start = async (listens: boolean) => {
    const handle = await openDatabase({ kind: "postgres", url: scratch.url });
    handles.push(handle);
    const app = await buildApp({
      siteDir: createFixtureSite(),
      trustProxy: false,
      logger: false,
      seed: false,
      storage: localTestStorage(),
      rateLimit: defaultRateLimit,
      redis: { url: testRedisUrl!, keyPrefix },
      jsonCacheTtlMs: anHour,
      database: { kind: "open", handle: listens ? handle : { ...handle, listen: async () => async () => {} } },
    });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl!, "list_changes_redis");
    keyPrefix = testKeyPrefix("list-changes");
    const seeding = await openDatabase({ kind: "postgres", url: scratch.url });
    await insertSampleContent(seeding.db);
    await seeding.close();
    editing = await start(true);
    deaf = await start(false);
  }, 60_000);

  afterAll(async () => {
    await editing?.close();
    await deaf?.close();
    await Promise.all(handles.map((handle) => handle.close().catch(() => undefined)));
    await scratch?.drop();
    if (keyPrefix) await deleteRedisKeys(testRedisUrl!, keyPrefix);
  });

  const names = async (app: FastifyInstance) => (await app.inject({ method: "GET", url: apiPaths.teamMembers })).json<{ name: string }[]>().map((m) => m.name);

  it("a change made through one process reaches the other's list within one second", async () => {
    const [first] = await editing.db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.active, true)).limit(1);
    const marker = `Relayed ${Date.now()}`;
    expect(await names(deaf)).not.toContain(marker);
    await editing.db.update(teamMembers).set({ name: marker }).where(eq(teamMembers.id, first!.id));
    const changedAt = performance.now();
    let delay: number | undefined;
    while (performance.now() - changedAt < 1_000) {
      if ((await names(deaf)).includes(marker)) {
        delay = performance.now() - changedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    console.log(`[list changes through Redis] seen by the other process after ${delay === undefined ? "more than 1000" : Math.round(delay)} ms`);
    expect(delay).toBeLessThan(1_000);
  });

  it("a change made in an SQL session is not relayed: nobody's own change, heard by LISTEN alone", async () => {
    const before = await names(deaf);
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      await client.query("update team_members set name = name || ' (edited)' where id = (select id from team_members where active order by id limit 1)");
    } finally {
      await client.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await names(deaf)).toEqual(before);
    expect((await names(editing)).some((name) => name.endsWith("(edited)"))).toBe(true);
  });
});
