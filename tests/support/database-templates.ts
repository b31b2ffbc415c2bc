import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../../src/server/db/client.ts";
import { createScratchDatabase, type ScratchDatabase } from "./scratch-postgres.ts";

/**
 * Global set-up of the unit and API suite: one migrated, empty database of each kind per run, which
 * every test database is then copied from (`createTestDatabase`), instead of migrating each anew.
 * - PostgreSQL (with TEST_DATABASE_URL): a template database, copied by `create database ... template`.
 * - The embedded database: a migrated PGlite dumped to a tarball, loaded by each test file.
 * Their names reach the test workers through the environment, which the workers inherit.
 */
let postgresTemplate: ScratchDatabase | undefined;
let pgliteDir: string | undefined;

export async function setup(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  // One after the other: PGlite's start-up holds this process's event loop for seconds at a time,
  // long enough on a loaded machine for a PostgreSQL connection made beside it to time out.
  const postgres = adminUrl ? await migratedPostgresTemplate(adminUrl) : undefined;
  const pglite = await migratedPgliteDump();
  postgresTemplate = postgres;
  if (postgres) process.env.TEST_DATABASE_TEMPLATE = postgres.name;
  process.env.TEST_PGLITE_TEMPLATE = pglite;
}

export async function teardown(): Promise<void> {
  await postgresTemplate?.drop();
  if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
}

/** A new scratch PostgreSQL database, migrated, to copy others from; dropped again if migrating fails. */
export async function migratedPostgresTemplate(adminUrl: string, prefix = "test_template"): Promise<ScratchDatabase> {
  const template = await createScratchDatabase(adminUrl, prefix);
  try {
    await (await openDatabase({ kind: "postgres", url: template.url })).close();
  } catch (error) {
    await template.drop();
    throw error;
  }
  return template;
}

async function migratedPgliteDump(): Promise<string> {
  const dump = await migratedPgliteTarball();
  pgliteDir = mkdtempSync(path.join(tmpdir(), "pglite-template-"));
  const file = path.join(pgliteDir, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** A new PGlite, migrated, as the tarball of its data directory (what `loadDataDir` takes). */
export async function migratedPgliteTarball(): Promise<Blob> {
  const client = await PGlite.create();
  const handle = await openDatabase({ kind: "pglite", client });
  const dump = await client.dumpDataDir("none");
  await handle.close();
  return dump;
}
