import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createScratchDatabase, type ScratchDatabase } from "../support/scratch-postgres.ts";
import { templateEnv } from "./support/server.ts";

const run = promisify(execFile);

/**
 * The databases every server of a browser-suite run starts from: migrated once by the built
 * `migrate-cli` (with the sample content, and without for SEED=false), on the embedded database and,
 * with TEST_DATABASE_URL, on PostgreSQL. A server then starts on a copy (a copied data directory, or
 * `create database ... template`) instead of migrating and seeding a new database (decision 089).
 * Returns what to remove at the end of the run.
 */
export async function makeTemplates(): Promise<() => Promise<void>> {
  if (!existsSync("dist/server/db/migrate-cli.js") || !existsSync("build/client/index.html")) {
    throw new Error("The browser tests need the build: run `npm run build` first.");
  }
  const made: { dirs: string[]; databases: ScratchDatabase[] } = { dirs: [], databases: [] };
  const migrate = (env: Record<string, string>) =>
    run(process.execPath, ["dist/server/db/migrate-cli.js"], { env: { ...process.env, LOG_LEVEL: "warn", ...env } });
  const adminUrl = process.env.TEST_DATABASE_URL;
  await Promise.all(
    (["seeded", "empty"] as const).flatMap((contents) => {
      const seed = contents === "seeded" ? "true" : "false";
      const embedded = async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), `e2e-template-${contents}-`));
        made.dirs.push(dataDir);
        await migrate({ DATABASE_URL: "", DATA_DIR: dataDir, SEED: seed });
        process.env[templateEnv.dataDir[contents]] = dataDir;
      };
      const postgres = async () => {
        if (!adminUrl) return;
        const database = await createScratchDatabase(adminUrl, `e2e_template_${contents}`);
        made.databases.push(database);
        await migrate({ DATABASE_URL: database.url, SEED: seed });
        process.env[templateEnv.postgres[contents]] = database.name;
      };
      return [embedded(), postgres()];
    }),
  );
  return async () => {
    for (const dir of made.dirs) rmSync(dir, { recursive: true, force: true });
    await Promise.all(made.databases.map((database) => database.drop()));
  };
}
