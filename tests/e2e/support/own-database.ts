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
