import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "embedded" | "postgres";
  /** True when this open created the tables: the caller decides whether to insert sample content. */
  createdNow: boolean;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: "postgres"; url: string }
  | { kind: "embedded"; dataDir: string }
  /** An already open PGlite (tests clone one per file); closed with the handle. */
  | { kind: "pglite"; client: PGlite };

const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));
const MIGRATION_LOCK_KEY = 4_815_162_342;

export class DatabaseStartError extends Error {}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === "postgres" ? openPostgres(options.url) : openEmbedded(options);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  let createdNow: boolean;
  try {
    const client = await pool.connect();
    try {
      // Several server processes may start at once against one database: one migrates, the rest wait.
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      try {
        createdNow = !(await hasMigrationTable((q) => client.query(q).then((r) => r.rows)));
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseStartError(`Cannot use the PostgreSQL database at ${redactUrl(url)}: ${describe(error)}`);
  }
  return {
    db,
    kind: "postgres",
    createdNow,
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}

async function openEmbedded(
  options: { kind: "embedded"; dataDir: string } | { kind: "pglite"; client: PGlite },
): Promise<DatabaseHandle> {
  let client: PGlite;
  let releaseLock = () => {};
  if (options.kind === "pglite") {
    client = options.client;
  } else {
    const dir = path.resolve(options.dataDir);
    makeDirectory(dir);
    releaseLock = acquireDirectoryLock(dir);
    try {
      client = await PGlite.create(path.join(dir, "pgdata"));
    } catch (error) {
      releaseLock();
      throw new DatabaseStartError(`Cannot open the embedded database in ${dir}: ${describe(error)}`);
    }
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const createdNow = !(await hasMigrationTable(async (q) => (await client.query(q)).rows as Record<string, unknown>[]));
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  let closed = false;
  return {
    db,
    kind: "embedded",
    createdNow,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/**
 * mkdir -p, one level at a time: Node's recursive mkdirSync never returns for a path under /proc
 * (it retries the ENOENT forever), and a start-up must fail with a reason instead.
 */
function makeDirectory(dir: string): void {
  const parts = dir.split(path.sep);
  for (let i = 1; i <= parts.length; i++) {
    const prefix = parts.slice(0, i).join(path.sep) || path.sep;
    try {
      mkdirSync(prefix);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EEXIST") {
        if (statSync(prefix).isDirectory()) continue;
        throw new DatabaseStartError(`Cannot create the data directory ${dir}: ${prefix} is a file, not a directory.`);
      }
      throw new DatabaseStartError(`Cannot create the data directory ${dir}: ${describe(error)}`);
    }
  }
}

async function hasMigrationTable(query: (text: string) => Promise<Record<string, unknown>[]>): Promise<boolean> {
  const rows = await query("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
  return rows[0]?.present === true;
}

/**
 * PGlite is single-process: two servers on one directory would corrupt it. The lock file holds the
 * owner's pid; a lock left by a process that no longer exists (a crash, kill -9) is taken over.
 */
function acquireDirectoryLock(dir: string): () => void {
  const lockPath = path.join(dir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") {
        throw new DatabaseStartError(`The data directory ${dir} is not writable: ${describe(error)}`);
      }
      const owner = Number(readFileSync(lockPath, "utf8").trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseStartError(
          `Another server process (pid ${owner}) is using the embedded database in ${dir}. ` +
            "Stop it first, or give this one its own DATA_DIR.",
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseStartError(`Could not lock the data directory ${dir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable DATABASE_URL)";
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
