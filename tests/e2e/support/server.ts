import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createScratchDatabase, type ScratchDatabase } from "../../support/scratch-postgres.ts";

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** SIGTERM, then wait for exit. */
  stop(): Promise<void>;
  /** Output the server printed so far, for failure messages. */
  output(): string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * The databases the browser suites' global set-up migrated once per run (tests/e2e/templates.ts),
 * named in the environment the test workers inherit: an embedded data directory and a PostgreSQL
 * database of each kind, with the sample content and without (SEED=false).
 */
export const templateEnv = {
  dataDir: { seeded: "E2E_TEMPLATE_DATA_DIR", empty: "E2E_TEMPLATE_EMPTY_DATA_DIR" },
  postgres: { seeded: "E2E_TEMPLATE_DATABASE", empty: "E2E_TEMPLATE_EMPTY_DATABASE" },
} as const;

type Contents = keyof typeof templateEnv.dataDir;

/**
 * A new embedded data directory holding a copy of the migrated template of `contents`, when the global
 * set-up made one; otherwise empty, for the server to migrate (and seed) at its start.
 */
export function newDataDir(contents: Contents = "seeded"): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-data-"));
  const template = process.env[templateEnv.dataDir[contents]];
  if (template && existsSync(template)) cpSync(path.join(template, "pgdata"), path.join(dataDir, "pgdata"), { recursive: true });
  return dataDir;
}

/**
 * A new PostgreSQL database on TEST_DATABASE_URL's server for one test file, copied from the run's
 * migrated template of `contents` when there is one.
 */
export function newPostgresDatabase(adminUrl: string, prefix: string, contents: Contents = "seeded"): Promise<ScratchDatabase> {
  return createScratchDatabase(adminUrl, prefix, { template: process.env[templateEnv.postgres[contents]] });
}

/**
 * Starts the built server (`dist/server/main.js`) as a real process on a free port. Without a given
 * data directory or DATABASE_URL, it gets a new data directory copied from the run's migrated template
 * (with the sample content, or without for SEED=false), so it starts without migrating. Resolves once
 * /api/health answers.
 */
export async function startServer(options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const port = await freePort();
  const usesPostgres = Boolean(options.env?.DATABASE_URL);
  const dataDir = options.dataDir ?? (usesPostgres ? mkdtempSync(path.join(tmpdir(), "e2e-data-")) : newDataDir(options.env?.SEED === "false" ? "empty" : "seeded"));
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      DATABASE_URL: "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "1000",
      RATE_LIMIT_PAGE_VIEWS_MAX: "1000",
      RATE_LIMIT_NOT_FOUND_MAX: "100000",
      RATE_LIMIT_SIGN_IN_MAX: "1000",
      RATE_LIMIT_REGISTRATION_CONTACT_MAX: "1000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy within 180 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    dataDir,
    process: child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * A server that renders data pages without their rows (PAGE_ROWS=off, decision 125): they are sent
 * in their loading state, and the browser loads their lists from the API, as it does when the server
 * cannot read a list. For tests of the loading and failure states, and of rows fed through the API.
 */
export function startServerWithoutRows(options: { env?: Record<string, string> } = {}): Promise<RunningServer> {
  return startServer({ env: { ...options.env, PAGE_ROWS: "off" } });
}
