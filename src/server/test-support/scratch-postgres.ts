import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ScratchDatabase {
  name: string;
  /** The scratch database's URL: the admin URL with its own database name. */
  url: string;
  /** Drops the database, even if a client is still connected to it. */
  drop(): Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server that `adminUrl` reaches (TEST_DATABASE_URL), for one
 * test file, test or benchmark, so runs never see each other's rows.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await runAsAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => runAsAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}

async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
