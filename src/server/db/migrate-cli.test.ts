import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "#tests/support/scratch-postgres.ts";
import { openDatabase, type DatabaseOptions } from "./client.ts";
import { teamMembers } from "./schema.ts";
import { skipUnlessPresent } from "#tests/support/required.ts";

// Each run starts Node on the built command, as `npm run db:migrate` does, and opens a database.
const slow = 180_000;
// The built command (`npm run build`): compiling it with tsx for each run took most of this file's
// time.
const cli = path.resolve("dist/server/db/migrate-cli.js");
const seedCli = path.resolve("dist/server/db/seed-cli.js");
const built = existsSync(cli) && existsSync(seedCli);
const journal = JSON.parse(readFileSync(path.join(import.meta.dirname, "../../../drizzle/meta/_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};
const migrations = `the ${journal.entries.length} migrations in drizzle/ (latest ${journal.entries.at(-1)?.tag})`;

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the built `migrate-cli.js` as `npm run db:migrate` would (or another built command), with only the given environment. */
function runCli(env: Record<string, string>, args: string[] = [], command = cli): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [command, ...args],
      { env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATABASE_URL: "", ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === "number" ? error.code : -1) : 0, stdout, stderr });
      },
    );
  });
}

async function teamMemberRows(options: DatabaseOptions): Promise<number> {
  const handle = await openDatabase(options);
  try {
    const [row] = await handle.db.select({ n: count() }).from(teamMembers);
    return row?.n ?? 0;
  } finally {
    await handle.close();
  }
}

describe.skipIf(skipUnlessPresent(built, "the build (npm run build)"))("npm run db:migrate on the embedded database", () => {
  const dirs: string[] = [];
  const newDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "migrate-cli-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("creates a new database with every migration and the sample content, then finds nothing to do", async () => {
    const dataDir = newDataDir();
    const first = await runCli({ DATA_DIR: dataDir });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`The embedded database in ${dataDir}: created with ${migrations}.`);
    expect(first.stdout).toContain("the sample content is in it now");
    expect(await teamMemberRows({ kind: "embedded", dataDir })).toBeGreaterThan(0);

    const again = await runCli({ DATA_DIR: dataDir });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout.trim()).toBe(`The embedded database in ${dataDir}: up to date with ${migrations}.`);
  }, slow);

  it("leaves a new database empty with SEED=false; npm run db:seed then fills it once, refuses a second time, and adds again with --force", async () => {
    const dataDir = newDataDir();
    const empty = await runCli({ DATA_DIR: dataDir, SEED: "false" });
    expect(empty.code, empty.stderr).toBe(0);
    expect(empty.stdout).not.toContain("sample content");
    expect(await teamMemberRows({ kind: "embedded", dataDir })).toBe(0);

    const seeded = await runCli({ DATA_DIR: dataDir }, [], seedCli);
    expect(seeded.code, seeded.stderr).toBe(0);
    expect(seeded.stdout).toContain(`sample rows into the embedded database in ${dataDir}: team_members `);
    const rows = await teamMemberRows({ kind: "embedded", dataDir });
    expect(rows).toBeGreaterThan(0);

    const refused = await runCli({ DATA_DIR: dataDir }, [], seedCli);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`Not seeding the embedded database in ${dataDir}: team_members already has ${rows} rows.`);
    expect(await teamMemberRows({ kind: "embedded", dataDir })).toBe(rows);

    const forced = await runCli({ DATA_DIR: dataDir }, ["--force"], seedCli);
    expect(forced.code, forced.stderr).toBe(0);
    expect(await teamMemberRows({ kind: "embedded", dataDir })).toBe(2 * rows);

    const wrongUrl = await runCli({ DATABASE_URL: "mysql://example" }, [], seedCli);
    expect(wrongUrl.code).toBe(1);
    expect(wrongUrl.stderr.trim()).toBe("DATABASE_URL must be a postgres:// URL, or unset to use the embedded database.");
  }, slow);

  it("refuses, changing nothing, while a server holds the embedded database", async () => {
    const dataDir = newDataDir();
    const server = await openDatabase({ kind: "embedded", dataDir });
    try {
      const run = await runCli({ DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`Another server process (pid ${process.pid}) is using the embedded database in ${dataDir}.`);
      expect(run.stdout).toBe("");
    } finally {
      await server.close();
    }
  }, slow);

  it("prints its usage for --help, and refuses an unknown argument with exit 2", async () => {
    const help = await runCli({ DATA_DIR: newDataDir() }, ["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: npm run db:migrate");
    const unknown = await runCli({ DATA_DIR: newDataDir() }, ["--force"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown argument: --force\nUsage: npm run db:migrate");
  }, slow);

  it("says what is wrong with a DATABASE_URL that is not PostgreSQL's", async () => {
    const run = await runCli({ DATABASE_URL: "mysql://db.example/club" });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe("DATABASE_URL must be a postgres:// URL, or unset to use the embedded database.");
  }, slow);
});

describe.skipIf(skipUnlessPresent(built, "the build (npm run build)") || skipUnlessPresent(Boolean(process.env.TEST_DATABASE_URL), "TEST_DATABASE_URL"))("npm run db:migrate on PostgreSQL", () => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "migrate_cli");
  });
  afterAll(() => scratch?.drop());

  it("migrates once when two deploys run it at the same time, and neither fails", async () => {
    const runs = await Promise.all([runCli({ DATABASE_URL: scratch.url, SEED: "false" }), runCli({ DATABASE_URL: scratch.url, SEED: "false" })]);
    for (const run of runs) expect(run.code, run.stderr).toBe(0);
    const outputs = runs.map((run) => run.stdout.trim()).sort();
    expect(outputs).toEqual([
      `The PostgreSQL database in DATABASE_URL: created with ${migrations}.`,
      `The PostgreSQL database in DATABASE_URL: up to date with ${migrations}.`,
    ]);
    expect(await teamMemberRows({ kind: "postgres", url: scratch.url })).toBe(0);
  }, slow);

  it("answers with the reason, and exit 1, when the server cannot be reached", async () => {
    const run = await runCli({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/none" });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Cannot use the PostgreSQL database at postgres://postgres@127.0.0.1:1/none");
  }, slow);
});
