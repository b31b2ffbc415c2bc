import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { lock as lockDirectory } from "proper-lockfile";
import * as schema from "./schema.ts";
import { inProject } from "../project-root.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "embedded" | "postgres";
  /** True when this open created the tables: the caller decides whether to insert sample content. */
  createdNow: boolean;
  /**
   * For visitors' submissions: on PostgreSQL a pool of its own, at most `poolSizes.submissions`
   * connections, so inserts stuck behind a lock cannot take the connections the public lists, the
   * console and the health check need. On the embedded database, `db`.
   */
  submissions: Database;
  /**
   * On PostgreSQL, every connection the submissions' pool opens from now on has this
   * statement_timeout, so a read made outside a transaction is cancelled too.
   * The pool opens its connections lazily: called before the first submission, it covers them all.
   * The embedded database has no statement_timeout.
   */
  limitSubmissionStatements(ms: number): void;
  ping(): Promise<void>;
  /**
   * Hears every NOTIFY on `channel`, sent by this process, another one or an organiser's SQL session.
   * Resolves once listening (or once the first failure is reported to `on.lost`); the function it
   * gives stops listening. Closing the handle stops every listener too.
   */
  listen(channel: string, on: NotificationHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  /**
   * `ownChange`: sent by one of this process's own connections (always, on the embedded database),
   * so this process is the one to pass it on to other channels (list-changes.ts, Redis).
   */
  notify(payload: string, ownChange: boolean): void;
  /** The listening connection failed: nothing is heard until `restored`. Called once per loss. */
  lost(error: unknown): void;
  /** Listening again: what was sent meanwhile was not heard. */
  restored(): void;
}

export type DatabaseOptions =
  | { kind: "postgres"; url: string }
  | { kind: "embedded"; dataDir: string }
  /** An already open PGlite (tests clone one per file); closed with the handle. */
  | { kind: "pglite"; client: PGlite };

const migrationsFolder = inProject("drizzle");
const MIGRATION_LOCK_KEY = 4_815_162_342;

export class DatabaseStartError extends Error {}

/** Connections of the main pool, and of the submissions' own. */
export const poolSizes = { main: 10, submissions: 4 };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === "postgres" ? openPostgres(options.url) : openEmbedded(options);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSizes.main, connectionTimeoutMillis: 5_000 });
  // Opened lazily: a connection is made when the first submission needs one.
  const submissionPool = new pg.Pool({ connectionString: url, max: poolSizes.submissions, connectionTimeoutMillis: 5_000 });
  // The server processes of this process's connections: a notification one of them sent is this process's change.
  const ownBackends = new Map<pg.PoolClient, number>();
  for (const each of [pool, submissionPool]) {
    each.on("error", () => {
      // An idle client lost its connection; the pool replaces it on the next query.
    });
    // The server process id comes with the connection's start-up (BackendKeyData): no query on a
    // client the pool is handing out at that moment.
    each.on("connect", (client) => {
      const pid = (client as pg.PoolClient & { processID?: number }).processID;
      if (pid) ownBackends.set(client, pid);
    });
    each.on("remove", (client) => ownBackends.delete(client));
  }
  const isOwnBackend = (pid: number) => [...ownBackends.values()].includes(pid);
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
    await Promise.all([pool.end().catch(() => {}), submissionPool.end().catch(() => {})]);
    throw new DatabaseStartError(`Cannot use the PostgreSQL database at ${redactUrl(url)}: ${describe(error)}`);
  }
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: "postgres",
    createdNow,
    submissions: drizzlePg(submissionPool, { schema }) as unknown as Database,
    limitSubmissionStatements: (ms) => {
      // pg-pool makes each new client from these options; pg sends statement_timeout when it connects.
      (submissionPool.options as pg.PoolConfig).statement_timeout = ms;
    },
    ping: async () => {
      await pool.query("select 1");
    },
    listen: async (channel, on) => {
      const stop = await listenPostgres(url, channel, on, isOwnBackend);
      const stopOnce = async () => {
        if (listeners.delete(stopOnce)) await stop();
      };
      listeners.add(stopOnce);
      return stopOnce;
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await Promise.all([pool.end(), submissionPool.end()]);
    },
  };
}

/** Waits before dialling a lost listening connection again: 100 ms, doubling, at most 5 s. */
const listenRetryMs = { first: 100, max: 5_000 };

/**
 * LISTEN needs a connection of its own, held open: pooled connections are handed to other queries.
 * A lost connection is reported and dialled again until it answers.
 */
async function listenPostgres(
  url: string,
  channel: string,
  on: NotificationHandlers,
  isOwnBackend: (pid: number) => boolean,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = listenRetryMs.first;
  let listening = true;

  const lose = (client: pg.Client, error: unknown) => {
    if (current !== client) return;
    current = undefined;
    client.end().catch(() => {});
    if (stopped) return;
    if (listening) on.lost(error);
    listening = false;
    retry();
  };
  const open = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    client.on("notification", (message) => {
      if (message.channel === channel) on.notify(message.payload ?? "", isOwnBackend(message.processId));
    });
    client.on("error", (error) => lose(client, error));
    client.on("end", () => lose(client, new Error("the connection was closed")));
    current = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      lose(client, error);
      throw error;
    }
  };
  const retry = () => {
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (stopped) return;
      delay = Math.min(delay * 2, listenRetryMs.max);
      open().then(
        () => {
          if (stopped) return;
          delay = listenRetryMs.first;
          listening = true;
          on.restored();
        },
        // lose() has already scheduled the next attempt.
        () => {},
      );
    }, delay);
    retryTimer.unref();
  };

  await open().catch(() => {});
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}

async function openEmbedded(
  options: { kind: "embedded"; dataDir: string } | { kind: "pglite"; client: PGlite },
): Promise<DatabaseHandle> {
  let client: PGlite;
  let releaseLock = async () => {};
  if (options.kind === "pglite") {
    client = options.client;
  } else {
    const dir = path.resolve(options.dataDir);
    makeDirectory(dir);
    releaseLock = await acquireDirectoryLock(dir);
    try {
      client = await PGlite.create(path.join(dir, "pgdata"));
    } catch (error) {
      await releaseLock();
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
    submissions: db,
    limitSubmissionStatements: () => {},
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // One process owns the embedded database, so its connection is never lost; a change made with
    // plain SQL in it (the organiser command, a test) is heard all the same.
    listen: async (channel, on) => {
      const unlisten = await client.listen(channel, (payload) => on.notify(payload, true));
      return async () => {
        if (!closed) await unlisten();
      };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        await releaseLock();
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
 * How the data directory's lock stays fresh: its holder touches it every `updateMs`; a start that
 * watches it stay untouched for `staleMs` takes it over, its holder having died (a crash, kill -9).
 */
export const directoryLockTimings = { staleMs: 10_000, updateMs: 2_000, retryMs: 500 };

/**
 * PGlite is single-process: two servers on one directory would corrupt it. `DATA_DIR/server.lock` is
 * a proper-lockfile lock (a directory made atomically, its mtime kept fresh while held), so it holds
 * across hosts and containers sharing the volume, even when both servers have the same pid (pid 1 in
 * two containers). A start that finds it held watches it: if its mtime moves, a live server holds it
 * and the start is refused at once; if it stays still for `staleMs`, its holder died and this
 * process takes it over. The lock's age alone is not enough: a holder whose event loop was busy
 * (opening PGlite, a loaded machine) may not have touched it for a while. `server.pid` beside it
 * names the holder, for the message only.
 */
async function acquireDirectoryLock(dir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dir, "server.lock");
  const pidPath = path.join(dir, "server.pid");
  const { staleMs, retryMs } = directoryLockTimings;
  const held = () =>
    new DatabaseStartError(
      `Another server process${holderPid(pidPath)} is using the embedded database in ${dir}. Stop it first, or give this one its own DATA_DIR.`,
    );
  refuseOldLockFile(lockPath, dir);
  let watched: { mtime: number; since: number } | undefined;
  for (;;) {
    const mtime = modifiedAt(lockPath);
    const untouched = watched !== undefined && mtime === watched.mtime && Date.now() - watched.since >= staleMs;
    if (mtime === undefined || untouched) {
      const release = await takeDirectoryLock(dir, lockPath);
      if (release) {
        writeFileSync(pidPath, String(process.pid));
        return async () => {
          rmSync(pidPath, { force: true });
          await release().catch(() => {});
        };
      }
      // Taken by another start in between, or its holder's clock runs ahead of ours: watch it afresh.
      if (untouched) throw held();
      watched = undefined;
      continue;
    }
    if (watched === undefined) watched = { mtime, since: Date.now() };
    else if (mtime !== watched.mtime) throw held();
    await sleep(retryMs);
  }
}

/** proper-lockfile's lock, or null when it is held (fresh by its own reckoning). */
async function takeDirectoryLock(dir: string, lockPath: string): Promise<(() => Promise<void>) | null> {
  try {
    return await lockDirectory(dir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: directoryLockTimings.staleMs,
      update: directoryLockTimings.updateMs,
      onCompromised: (error) => {
        // Another process may be writing the database now: this one must not go on.
        throw new Error(`Lost the lock on the embedded database in ${dir} (${error.message}); stopping so that two processes never write it.`);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") return null;
    throw new DatabaseStartError(`The data directory ${dir} is not writable: ${describe(error)}`);
  }
}

/**
 * Servers before proper-lockfile wrote `server.lock` as a file holding their pid, and removed it when
 * they stopped. Such a file means one of them is running or crashed: pids cannot tell which across
 * containers, so the operator decides.
 */
function refuseOldLockFile(lockPath: string, dir: string): void {
  let isFile: boolean;
  try {
    isFile = statSync(lockPath).isFile();
  } catch {
    return;
  }
  if (!isFile) return;
  throw new DatabaseStartError(
    `${lockPath} was written by an older version of the server${holderPid(lockPath)}. ` +
      `If no server is using the embedded database in ${dir}, delete that file and start again.`,
  );
}

function modifiedAt(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** " (pid N)" from a pid file, or nothing when there is none. */
function holderPid(pidPath: string): string {
  try {
    const pid = Number(readFileSync(pidPath, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? ` (pid ${pid})` : "";
  } catch {
    return "";
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
