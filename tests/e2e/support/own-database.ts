import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { newPostgresDatabase, startServer, type RunningServer } from "./server.ts";

/**
 * A built server of the test's own, for tests that submit data and then read what was stored: on a
 * fresh PostgreSQL database when TEST_DATABASE_URL is set, otherwise on its own embedded data
 * directory, which is opened directly once the server has stopped (PGlite allows one process).
 */
export interface ServerWithDatabase {
  url: string;
  /** Stops the server, runs the query against what it stored, and cleans up. Call once, at the end. */
  finish<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Stops the server and cleans up without reading (for failed tests). */
  dispose(): Promise<void>;
}

export async function startServerWithDatabase(): Promise<ServerWithDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const server = await startServer();
    let stopped = false;
    const stop = async () => {
      if (!stopped) await server.stop();
      stopped = true;
    };
    return {
      url: server.url,
      dispose: stop,
      finish: async <T>(sql: string, params: unknown[] = []) => {
        await stop();
        const db = await PGlite.create(path.join(server.dataDir, "pgdata"));
        try {
          return (await db.query<T>(sql, params)).rows;
        } finally {
          await db.close();
        }
      },
    };
  }

  const scratch = await newPostgresDatabase(adminUrl, "e2e");
  const url = scratch.url;
  let server: RunningServer | undefined;
  const drop = async () => {
    await server?.stop();
    server = undefined;
    await scratch.drop();
  };
  try {
    server = await startServer({ env: { DATABASE_URL: url } });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    url: server.url,
    dispose: drop,
    finish: async <T>(sql: string, params: unknown[] = []) => {
      await server?.stop();
      server = undefined;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows as T[];
      } finally {
        await client.end();
        await drop();
      }
    },
  };
}

/**
 * A built server on a database of the test file's own that the test may also read and change with
 * SQL, as an organiser would: a fresh PostgreSQL database when TEST_DATABASE_URL is set (the SQL runs
 * beside the server), otherwise its own embedded data directory (PGlite allows one process, so the
 * server stops for the SQL and starts again on the same directory, at a new address).
 */
export interface RestartableServer {
  /** The running server's address: read it after any SQL, which may have restarted it. */
  readonly url: string;
  readonly dataDir: string;
  /** Where tests/e2e/support/console.ts adds organisers (its ConsoleServer). */
  readonly console: { url: string; dataDir?: string; databaseUrl?: string };
  /** Runs one statement and answers its rows. */
  query<T = Record<string, unknown>>(statement: string): Promise<T[]>;
  /** Stops the server only, as a test of a server that went away does; `close` still cleans up. */
  stopServer(): Promise<void>;
  /** Stops the server and drops its database. Call once, in afterAll. */
  close(): Promise<void>;
}

export async function startRestartableServer(name: string, options: { env?: Record<string, string> } = {}): Promise<RestartableServer> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const scratch = adminUrl ? await newPostgresDatabase(adminUrl, name) : undefined;
  const databaseUrl = scratch?.url;
  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  // The test's own settings (e-mail, say) go to every start, a restart after SQL too.
  const env = { ...options.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const start = async () => {
    server = await startServer(databaseUrl ? { env } : dataDir ? { dataDir, env } : { env });
    dataDir = server.dataDir;
  };
  const stopServer = async () => {
    await server?.stop();
    server = undefined;
  };
  try {
    await start();
  } catch (error) {
    await scratch?.drop();
    throw error;
  }
  const running = () => {
    if (!server) throw new Error("The test's server was stopped.");
    return server;
  };
  return {
    get url() {
      return running().url;
    },
    get dataDir() {
      return running().dataDir;
    },
    get console() {
      return { url: running().url, dataDir: databaseUrl ? undefined : dataDir, databaseUrl };
    },
    async query<T>(statement: string): Promise<T[]> {
      if (databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          // Several statements answer a result each; the last one's rows are the answer.
          const result: pg.QueryResult | pg.QueryResult[] = await client.query(statement);
          return (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as T[];
        } finally {
          await client.end();
        }
      }
      await stopServer();
      const db = await PGlite.create(path.join(dataDir ?? "", "pgdata"));
      try {
        // exec runs several statements; the last one's rows are the answer.
        const results = await db.exec(statement);
        return (results.at(-1)?.rows ?? []) as T[];
      } finally {
        await db.close();
        await start();
      }
    },
    stopServer,
    async close() {
      await stopServer();
      await scratch?.drop();
    },
  };
}
