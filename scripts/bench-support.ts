import os from "node:os";
// What the in-process benchmarks share: the nearest-rank percentile, running one measurement on
// PGlite and then (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on a scratch PostgreSQL database,
// and an organiser's session cookie for the console's API.
import { rmSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { buildApp, type BuildOptions } from "../src/server/app.ts";
import { addOrganiser } from "#features/organisers/service.server.ts";
import type { DatabaseHandle, DatabaseOptions } from "../src/server/db/client.ts";
import { consoleApiPaths } from "../src/shared/console/paths.ts";
import type { OrganiserRole } from "../src/shared/console/roles.ts";
import { createFixtureSite, localTestStorage } from "../tests/support/app.ts";
import { benchAdminUrl, newBenchDatabase, newBenchDataDir } from "./bench-templates.ts";

/** The nearest-rank percentile (p from 0 to 100) of unsorted values; NaN for none. */
/**
 * A run's opening lines: what ran, when, on what, and the load before and after (the figures mean
 * little on a busy machine, so every report says how busy it was).
 */
export function printRunHeader(title: string, started: Date, startLoad: readonly number[]): void {
  const load = (values: readonly number[]) => values.map((v) => v.toFixed(2)).join(", ");
  console.log(`\n${title}, ${started.toISOString().slice(0, 16).replace("T", " ")} UTC; ${os.cpus().length} cores, node ${process.version}`);
  console.log(`Load average at start: ${load(startLoad)}; at end: ${load(os.loadavg())}; the whole run took ${Math.round((Date.now() - started.getTime()) / 1000)} s`);
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * Runs `measure` on an embedded database in a temporary folder, then on a scratch PostgreSQL
 * database named after `name` when an admin URL is set (said on stderr when it is not). In the smoke
 * runner (scripts/bench-smoke.ts) both are copies of its migrated templates (bench-templates.ts).
 */
export async function onEachDatabase(name: string, measure: (database: string, options: DatabaseOptions) => Promise<void>): Promise<void> {
  const dataDir = newBenchDataDir(`${name.replace(/_/g, "-")}-`);
  try {
    await measure("PGlite", { kind: "embedded", dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const adminUrl = benchAdminUrl();
  if (!adminUrl) {
    console.error("PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
    return;
  }
  const scratch = await newBenchDatabase(adminUrl, name);
  try {
    await measure("PostgreSQL", { kind: "postgres", url: scratch.url });
  } finally {
    await scratch.drop();
  }
}

export const benchOrigin = "http://localhost:3000";
const benchPassword = "bench organiser passphrase 2026";

/** Adds an organiser with `role`, sets their password and signs them in: the cookie header to send. */
export async function signInOrganiser(app: FastifyInstance, db: DatabaseHandle["db"], role: OrganiserRole): Promise<string> {
  const email = `bench-${role}-${Date.now()}@club.example`;
  const { setupLink } = await addOrganiser(db, app.organiserAuth, benchOrigin, { email, name: `Bench ${role}`, role }, { id: null, email: null });
  const token = new URL(setupLink).searchParams.get("token")!;
  const setup = await app.inject({ method: "POST", url: consoleApiPaths.setup, headers: { origin: benchOrigin }, payload: { token, password: benchPassword, confirmPassword: benchPassword } });
  if (setup.statusCode !== 204) throw new Error(`set-up answered ${setup.statusCode}`);
  const answer = await app.inject({ method: "POST", url: consoleApiPaths.signIn, headers: { origin: benchOrigin }, payload: { email, password: benchPassword } });
  if (answer.statusCode !== 200) throw new Error(`sign-in answered ${answer.statusCode}`);
  return [answer.headers["set-cookie"] ?? []]
    .flat()
    .map((cookie) => cookie.split(";", 1)[0] ?? "")
    .filter((pair) => pair !== "" && !pair.endsWith("="))
    .join("; ");
}

/**
 * The app as a benchmark runs it in its own process: on `handle`'s database, a fixture site, uploads
 * in a temporary folder, no sample content and no request log; `options` adds the limits it needs.
 */
export function buildBenchApp(handle: DatabaseHandle, options: Partial<Omit<BuildOptions, "database">> & Pick<BuildOptions, "rateLimit">): Promise<FastifyInstance> {
  return buildApp({ siteDir: createFixtureSite(), trustProxy: false, logger: false, storage: localTestStorage(), seed: false, ...options, database: { kind: "open", handle } });
}
