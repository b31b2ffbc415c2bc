import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseOptions } from "#server/db/client.ts";
import { migratedPostgresTemplate } from "../../support/database-templates.ts";
import { createScratchDatabase, type ScratchDatabase } from "../../support/scratch-postgres.ts";
import { writeEndpoints, type WriteEndpoint } from "../../support/write-endpoints.ts";
import { startServer } from "./server.ts";

// Load and crash: many concurrent submissions with unique markers, the server killed with SIGKILL
// part-way, restarted on the same data. Every acknowledged submission must be there exactly once.

// Time-outs are generous: each test starts servers, which is slow on a busy machine.
const submissions = Number(process.env.CRASH_SUBMISSIONS ?? 400);
const concurrency = 24;

export interface Target {
  kind: "embedded" | "postgres";
  database: DatabaseOptions;
  env: Record<string, string>;
  dataDir: string;
  destroy(): Promise<void>;
}

/**
 * Each case's database is a copy of one migrated once per file: the test opens it before the server
 * does (to prepare it), so no case's server ever met an unmigrated database, and migrating each anew
 * (about 4.5 CPU-s on the embedded one) checked nothing these tests are for.
 */
let migratedDataDir: Promise<string> | undefined;
let migratedPostgres: Promise<ScratchDatabase> | undefined;

/** Removes the file's migrated database of each kind: the file's own afterAll, after all its cases. */
export async function removeMigratedTemplates(): Promise<void> {
  const [dataDir, postgres] = [migratedDataDir, migratedPostgres];
  migratedDataDir = migratedPostgres = undefined;
  const dir = await dataDir?.catch(() => undefined);
  if (dir) removeDir(dir);
  await (await postgres?.catch(() => undefined))?.drop();
}

export async function embeddedTarget(): Promise<Target> {
  migratedDataDir ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "crash-migrated-"));
    await (await openDatabase({ kind: "embedded", dataDir: dir })).close();
    return dir;
  })();
  const dataDir = mkdtempSync(path.join(tmpdir(), "crash-data-"));
  cpSync(path.join(await migratedDataDir, "pgdata"), path.join(dataDir, "pgdata"), { recursive: true });
  return { kind: "embedded", database: { kind: "embedded", dataDir }, env: {}, dataDir, destroy: async () => removeDir(dataDir) };
}

export async function postgresTarget(adminUrl: string): Promise<Target> {
  migratedPostgres ??= migratedPostgresTemplate(adminUrl, "crash_template");
  const scratch = await createScratchDatabase(adminUrl, "crash", { template: (await migratedPostgres).name });
  const dataDir = mkdtempSync(path.join(tmpdir(), "crash-data-"));
  return {
    kind: "postgres",
    database: { kind: "postgres", url: scratch.url },
    env: { DATABASE_URL: scratch.url },
    dataDir,
    destroy: async () => {
      await scratch.drop();
      removeDir(dataDir);
    },
  };
}

/** A case's data directory (about 41 MB with an embedded database), removed once its server has stopped. */
function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Opens the database the server used (it must not be running, for the embedded one), runs `work`, closes. */
export async function withDatabase<T>(target: Target, work: (query: (text: string) => Promise<Record<string, unknown>[]>, handle: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const handle = await openDatabase(target.database);
  try {
    const { sql } = await import("drizzle-orm");
    const query = async (text: string) => ((await handle.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
    return await work(query, handle);
  } finally {
    await handle.close();
  }
}

/**
 * Load and crash on one database: one file per database (crash.embedded.test.ts,
 * crash.postgres.test.ts), so the process suite's two workers share the longest work.
 */
export function describeLoadAndCrash(name: string, makeTarget: () => Promise<Target>): void {
  describe(`load and crash on the ${name} database`, { timeout: 300_000 }, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups) await cleanup();
    });

    it.each(writeEndpoints)("$name: every acknowledged submission survives a SIGKILL, exactly once", async (endpoint: WriteEndpoint) => {
      const target = await makeTarget();
      cleanups.push(target.destroy);
      // Create and prepare the database before the server owns it.
      await withDatabase(target, async (_query, handle) => {
        await endpoint.prepare?.(handle.db);
      });
      const env = { ...target.env, SEED: "false", RATE_LIMIT_MAX: "100000", RATE_LIMIT_PAGE_VIEWS_MAX: "100000", RATE_LIMIT_REGISTRATION_CONTACT_MAX: "100000", LOG_LEVEL: "warn" };
      const server = await startServer({ dataDir: target.dataDir, env });
      const run = randomBytes(3).toString("hex");
      const markerOf = (i: number) => `crash${run}n${i}x`;
      const acknowledged = new Set<string>();
      let failed = 0;
      let next = 0;
      let killed = false;
      const killAt = Math.floor(submissions / 2);

      const worker = async () => {
        while (next < submissions) {
          const marker = markerOf(next++);
          try {
            const response = await fetch(`${server.url}${endpoint.url}`, {
              method: endpoint.method,
              headers: { "content-type": "application/json" },
              body: JSON.stringify(endpoint.validPayload(marker)),
            });
            await response.arrayBuffer();
            if (response.status === endpoint.successStatus) acknowledged.add(marker);
            else failed++;
          } catch {
            failed++; // the connection died with the server: not acknowledged
          }
          if (!killed && acknowledged.size >= killAt) {
            killed = true;
            server.process.kill("SIGKILL");
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      await server.stop();
      expect(killed).toBe(true);
      expect(server.process.signalCode).toBe("SIGKILL");
      expect(acknowledged.size).toBeGreaterThanOrEqual(killAt);
      expect(failed).toBeGreaterThan(0);

      // The restarted server takes over the data (the embedded lock of the killed process included)
      // and serves; then it is stopped so the data can be read directly.
      const restarted = await startServer({ dataDir: target.dataDir, env });
      const health = (await (await fetch(`${restarted.url}/api/health`)).json()) as { status: string };
      expect(health.status).toBe("ok");
      const afterRestart = await fetch(`${restarted.url}${endpoint.url}`, {
        method: endpoint.method,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(endpoint.validPayload(markerOf(submissions))),
      });
      expect(afterRestart.status).toBe(endpoint.successStatus);
      acknowledged.add(markerOf(submissions));
      await restarted.stop();
      expect(restarted.process.exitCode).toBe(0);

      const found = await withDatabase(target, async (query) => {
        const rows = await query(`select ${endpoint.markerColumn}::text as v from ${endpoint.tableName}`);
        const counts = new Map<string, number>();
        // Once per row: a registration carries its marker in two answers (its e-mail makes it another person).
        for (const row of rows) {
          for (const marker of new Set([...String(row.v).matchAll(new RegExp(`crash${run}n\\d+x`, "g"))].map((match) => match[0]))) {
            counts.set(marker, (counts.get(marker) ?? 0) + 1);
          }
        }
        return counts;
      });
      const missing = [...acknowledged].filter((m) => !found.has(m));
      const duplicated = [...found].filter(([, n]) => n > 1).map(([m]) => m);
      expect(missing, "acknowledged but lost").toEqual([]);
      expect(duplicated, "stored more than once").toEqual([]);
      // Unacknowledged ones were in flight at the kill: stored or not, never more than those sent.
      expect(found.size).toBeLessThanOrEqual(submissions + 1);
    });
  });
}
