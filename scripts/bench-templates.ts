// The migrated databases the benchmarks' smoke runs start from (scripts/bench-smoke.ts, decision
// 089). The runner makes them once, before the first script, and names them in the environment its
// groups inherit: each script's databases, test apps (tests/support/databases.ts) and servers
// (tests/e2e/support/server.ts) are then copies, and no smoke run migrates a database of its own (a
// migration costs about 4.5 s of CPU on the embedded database). A benchmark run alone migrates its own.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../src/server/db/client.ts";
import { insertSampleContent } from "../src/server/db/seed.ts";
import { templateEnv } from "../tests/e2e/support/server.ts";
import { migratedPostgresTemplate } from "../tests/support/database-templates.ts";
import { createScratchDatabase, type ScratchDatabase } from "../tests/support/scratch-postgres.ts";

/** Where the test apps find their templates (tests/support/databases.ts). */
const testAppEnv = { pgliteTarball: "TEST_PGLITE_TEMPLATE", postgres: "TEST_DATABASE_TEMPLATE" } as const;

/** The PostgreSQL server the benchmarks use, if any. */
export function benchAdminUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
}

/** Set by the runner in the process that runs the scripts: only there are the templates used. */
const inSmokeRunner = () => Boolean(process.env.BENCH_SMOKE_RUNNER);

/**
 * A new temporary data directory for an embedded database: in the smoke runner a copy of the
 * migrated template, otherwise empty (opening it migrates it).
 */
export function newBenchDataDir(prefix: string): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const template = inSmokeRunner() ? process.env[templateEnv.dataDir.empty] : undefined;
  if (template) cpSync(path.join(template, "pgdata"), path.join(dataDir, "pgdata"), { recursive: true });
  return dataDir;
}

/** A new scratch PostgreSQL database: in the smoke runner a copy of the migrated template, otherwise empty. */
export function newBenchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  return createScratchDatabase(adminUrl, prefix, { template: inSmokeRunner() ? process.env[testAppEnv.postgres] : undefined });
}

/**
 * Migrates the templates and names them in process.env: an embedded data directory, empty and with
 * the sample content (as a server's first start writes it), the empty one as the tarball the test
 * apps load, and a PostgreSQL database when there is a server. Answers what removes them.
 */
export async function makeSmokeTemplates(): Promise<() => Promise<void>> {
  const dirs: string[] = [];
  const newDir = (prefix: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  let postgres: ScratchDatabase | undefined;
  const remove = async () => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await postgres?.drop();
  };
  const adminUrl = benchAdminUrl();
  try {
    // First, not beside the embedded database: PGlite's start-up holds the event loop for seconds,
    // long enough on a loaded machine for a PostgreSQL connection made meanwhile to time out.
    postgres = adminUrl ? await migratedPostgresTemplate(adminUrl, "bench_template") : undefined;
    const empty = newDir("bench-template-");
    await (await openDatabase({ kind: "embedded", dataDir: empty })).close();
    const seeded = newDir("bench-template-seeded-");
    cpSync(path.join(empty, "pgdata"), path.join(seeded, "pgdata"), { recursive: true });
    const handle = await openDatabase({ kind: "embedded", dataDir: seeded });
    await insertSampleContent(handle.db).finally(() => handle.close());
    const tarball = path.join(newDir("bench-template-tar-"), "migrated.tar");
    const client = await PGlite.create(path.join(empty, "pgdata"));
    writeFileSync(tarball, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
    await client.close();
    process.env[templateEnv.dataDir.empty] = empty;
    process.env[templateEnv.dataDir.seeded] = seeded;
    process.env[testAppEnv.pgliteTarball] = tarball;
    if (postgres) process.env[testAppEnv.postgres] = postgres.name;
  } catch (error) {
    await remove();
    throw error;
  }
  return remove;
}
