import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase, type DatabaseHandle } from "../../src/server/db/client.ts";
import { migratedPgliteTarball } from "./database-templates.ts";
import { PglitePool } from "./pglite-pool.ts";
import { createScratchDatabase } from "./scratch-postgres.ts";
import { skipUnlessPresent } from "./required.ts";

export type TestDatabaseKind = "pglite" | "postgres";

/**
 * API tests run on the embedded database always, and on PostgreSQL when TEST_DATABASE_URL names a
 * server: on a developer's machine it may be left unset; in CI (`CI` set) it must be (no suite there is
 * skipped without a word, tests/support/required.ts).
 */
export const testDatabaseKinds: TestDatabaseKind[] = skipUnlessPresent(Boolean(process.env.TEST_DATABASE_URL), "TEST_DATABASE_URL")
  ? ["pglite"]
  : ["pglite", "postgres"];

/**
 * The one database kind for tests of request shapes (routes, headers, probes, roles), whose SQL the
 * routes' own tests run on both: PostgreSQL, the production database, where there is one (decision 089).
 */
export const requestShapeKind: TestDatabaseKind = testDatabaseKinds.at(-1)!;

let migratedTarball: Promise<Blob> | undefined;

/**
 * A new PGlite migrated from nothing costs about 2 s; one loaded from a migrated data directory's
 * tarball about 0.9 s of CPU. The tarball is the one the suite's global set-up made
 * (tests/support/database-templates.ts), read once per worker; without it (a file run on its own
 * outside the suite) one is made here, once. Each database loads the same tarball: a template
 * instance's `clone()` would dump it again every time (0.2 s of CPU). Most tests take one the pool
 * already has (tests/support/pglite-pool.ts).
 */
export async function newMigratedPglite(): Promise<PGlite> {
  const dump = process.env.TEST_PGLITE_TEMPLATE;
  migratedTarball ??= dump ? Promise.resolve(new Blob([readFileSync(dump)])) : migratedPgliteTarball();
  return PGlite.create({ loadDataDir: await migratedTarball });
}

/** The worker's embedded databases: a closed one is set back to its migrated state and taken again. */
const pglitePool = new PglitePool(newMigratedPglite);

export interface TestDatabase {
  kind: TestDatabaseKind;
  handle: DatabaseHandle;
  /** Closes the database and, for PostgreSQL, drops it. */
  destroy(): Promise<void>;
}

/** A fresh, migrated, empty database of the given kind. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const handle = await openDatabase({ kind: "pglite", client: await pglitePool.take() });
    return { kind, handle, destroy: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  // A copy of the run's migrated template (tests/support/database-templates.ts) when there is one.
  const scratch = await createScratchDatabase(adminUrl, "test", { template: process.env.TEST_DATABASE_TEMPLATE });
  const handle = await openDatabase({ kind: "postgres", url: scratch.url });
  return {
    kind,
    handle,
    destroy: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
