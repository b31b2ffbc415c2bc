/**
 * `npm run db:migrate`: brings the database the server would use (DATABASE_URL with a postgres://
 * URL, otherwise the embedded database in DATA_DIR, default ./data) up to the migrations in
 * drizzle/, and exits. For deploys that migrate before starting the new version; the server still
 * migrates at start, which then finds nothing to do.
 *
 *   node dist/server/db/migrate-cli.js
 *
 * On a database this run created, it inserts the sample content unless SEED=false, as the server's
 * first start would have. Several processes may migrate one PostgreSQL database at once (they take
 * turns on an advisory lock); the embedded database is single-process, so stop the server first.
 */
import { readFileSync } from "node:fs";
import { inProject } from "../project-root.ts";
import { openCliDatabase, runCli } from "./cli-database.ts";
import { insertSampleContent } from "./seed.ts";

const usage = "Usage: npm run db:migrate";
const journal = JSON.parse(readFileSync(inProject("drizzle", "meta", "_journal.json"), "utf8")) as {
  entries: { tag: string; when: number }[];
};

async function main(argv: string[]): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(
      `${usage}\nApplies the migrations in drizzle/ to the database named by DATABASE_URL, or the embedded one in DATA_DIR (default ./data). ` +
        "A database it creates gets the sample content unless SEED=false.",
    );
    return 0;
  }
  if (argv.length > 0) {
    console.error(`Unknown argument: ${argv.join(" ")}\n${usage}`);
    return 2;
  }

  // The same reading of DATABASE_URL, DATA_DIR and SEED as the server, without its other settings;
  // opening migrates: the same code, and the same lock between processes, as the server's start.
  const opened = await openCliDatabase();
  if ("exitCode" in opened) return opened.exitCode;
  const { handle, where, seed } = opened;

  try {
    let seeded = "";
    if (handle.createdNow && seed) {
      await insertSampleContent(handle.db);
      seeded = " It was new: the sample content is in it now (SEED=false leaves a new database empty).";
    }
    // Opening applied every migration or failed, so the database has all the journal lists.
    const latest = journal.entries.at(-1)?.tag ?? "none";
    const state = handle.createdNow ? "created with" : "up to date with";
    console.log(`${where}: ${state} the ${journal.entries.length} migrations in drizzle/ (latest ${latest}).${seeded}`);
  } finally {
    await handle.close();
  }
  return 0;
}

runCli(() => main(process.argv.slice(2)), "Migrating failed");
