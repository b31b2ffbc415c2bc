/**
 * `npm run db:seed`: inserts the sample content into the database the server would use
 * (DATABASE_URL with a postgres:// URL, otherwise the embedded database in DATA_DIR, default ./data).
 *
 *   node dist/server/db/seed-cli.js [--force]
 *
 * Refuses when team_members already has rows, unless --force is given (which adds the sample rows
 * again, as duplicates, with new ids for the sample events and categories). The embedded database is single-process: stop the server first.
 */
import { count } from "drizzle-orm";
import { openCliDatabase, runCli } from "./cli-database.ts";
import { teamMembers } from "./schema.ts";
import { insertSampleContent, sampleContentRowCounts } from "./seed.ts";
import { counted } from "../../shared/counted.ts";

const usage = "Usage: npm run db:seed [-- --force]";

async function main(argv: string[]): Promise<number> {
  const unknown = argv.filter((arg) => arg !== "--force");
  if (unknown.includes("--help") || unknown.includes("-h")) {
    console.log(`${usage}\nInserts the sample content into the database named by DATABASE_URL, or the embedded one in DATA_DIR (default ./data).`);
    return 0;
  }
  if (unknown.length > 0) {
    console.error(`Unknown argument: ${unknown.join(" ")}\n${usage}`);
    return 2;
  }
  const force = argv.includes("--force");

  // The same reading of DATABASE_URL and DATA_DIR as the server, without its other settings.
  const opened = await openCliDatabase();
  if ("exitCode" in opened) return opened.exitCode;
  const { handle } = opened;
  const where = opened.where.charAt(0).toLowerCase() + opened.where.slice(1);

  try {
    const [row] = await handle.db.select({ n: count() }).from(teamMembers);
    const existing = row?.n ?? 0;
    if (existing > 0 && !force) {
      console.error(
        `Not seeding ${where}: team_members already has ${counted(existing, "row")}. ` +
          "Run with --force (npm run db:seed -- --force) to add the sample content anyway; it will be added as extra rows.",
      );
      return 1;
    }
    await insertSampleContent(handle.db, { freshIds: force });
  } finally {
    await handle.close();
  }

  const counts = Object.entries(sampleContentRowCounts());
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  console.log(`Inserted ${total} sample rows into ${where}: ${counts.map(([table, n]) => `${table} ${n}`).join(", ")}.`);
  return 0;
}

runCli(() => main(process.argv.slice(2)), "Seeding failed");
