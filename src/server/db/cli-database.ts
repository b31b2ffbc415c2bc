import { ConfigError, readConfig } from "../config.ts";
import { DatabaseStartError, openDatabase, type DatabaseHandle } from "./client.ts";

/** The database a command-line tool was pointed at, open, and how to name it in what the tool prints. */
export interface CliDatabase {
  handle: DatabaseHandle;
  /** "The PostgreSQL database in DATABASE_URL" or "The embedded database in <dir>". */
  where: string;
  /** SEED as the server reads it (true unless SEED=false). */
  seed: boolean;
}

/**
 * Opens the database the server would use, read from DATABASE_URL, DATA_DIR and SEED as the server
 * reads them, and migrates it as the server's start does (the same lock between processes). A wrong
 * setting or a database that cannot be opened is printed in one line and gives exit code 1.
 */
export async function openCliDatabase(env: NodeJS.ProcessEnv = process.env): Promise<CliDatabase | { exitCode: 1 }> {
  let config;
  try {
    config = readConfig({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: env.DATA_DIR, SEED: env.SEED });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return { exitCode: 1 };
    }
    throw error;
  }
  const { database, dataDir, seed } = config;
  const where = database.kind === "postgres" ? "The PostgreSQL database in DATABASE_URL" : `The embedded database in ${dataDir}`;
  try {
    return { handle: await openDatabase(database), where, seed };
  } catch (error) {
    if (error instanceof DatabaseStartError) {
      console.error(error.message);
      return { exitCode: 1 };
    }
    throw error;
  }
}

/** Runs a command-line tool's main and sets its exit code; an unexpected failure is one line, without the query Drizzle quotes. */
export function runCli(main: () => Promise<number>, failed: string): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      // Drizzle wraps the driver's error in one whose message lists the whole query and its values.
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      console.error(`${failed}:`, cause instanceof Error ? cause.message : cause);
      process.exitCode = 1;
    },
  );
}
