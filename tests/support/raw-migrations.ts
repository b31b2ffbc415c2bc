import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestDatabaseKind } from "./databases.ts";
import { createScratchDatabase } from "./scratch-postgres.ts";

// For tests of what one migration does to rows stored before it: a bare database of either kind,
// the migrations' SQL files applied by hand up to the one under test, rows inserted with plain SQL,
// then that migration and the rest.

const folder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** The migrations' SQL files, in the order they run. */
export const migrationFiles = readdirSync(folder)
  .filter((name) => name.endsWith(".sql"))
  .sort();

/** A database with nothing in it, reached with plain SQL. */
export interface RawDatabase {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

export async function openRawDatabase(kind: TestDatabaseKind): Promise<RawDatabase> {
  if (kind === "pglite") {
    const db = new PGlite();
    return { exec: async (sql) => void (await db.exec(sql)), rows: async (sql) => (await db.query(sql)).rows as never, close: () => db.close() };
  }
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "backfill");
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  return {
    exec: async (sql) => void (await client.query(sql)),
    rows: async (sql) => (await client.query(sql)).rows as never,
    close: async () => {
      await client.end();
      await scratch.drop();
    },
  };
}

/** The position of the migration whose file name starts with `prefix` ("0022_"); throws when there is none. */
export function migrationIndex(prefix: string): number {
  const at = migrationFiles.findIndex((name) => name.startsWith(prefix));
  if (at < 0) throw new Error(`no migration starts with ${prefix}`);
  return at;
}

async function apply(db: Pick<RawDatabase, "exec">, name: string) {
  for (const statement of readFileSync(`${folder}/${name}`, "utf8").split("--> statement-breakpoint")) await db.exec(statement);
}

/** Applies every migration before the one starting with `prefix`. */
export async function migrateBefore(db: Pick<RawDatabase, "exec">, prefix: string): Promise<void> {
  for (const name of migrationFiles.slice(0, migrationIndex(prefix))) await apply(db, name);
}

/** Applies the migration starting with `prefix` and every one after it. */
export async function migrateFrom(db: Pick<RawDatabase, "exec">, prefix: string): Promise<void> {
  for (const name of migrationFiles.slice(migrationIndex(prefix))) await apply(db, name);
}
