// How long `npm start` takes to serve, from the process starting to /api/health answering 200:
// the first start on a new data directory (the embedded database created and seeded, unless
// DATABASE_URL names a PostgreSQL database) and each restart after it. Needs the build; plain Node,
// so it runs after `npm ci --omit=dev` too. docs/performance.md keeps the figures.
//   node scripts/startup-time.mjs [--runs=6]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { buildToolsInstalled, projectRoot, rebuildReason, siteBuild } from "./build-state.mjs";

const runsArg = process.argv.slice(2).find((arg) => arg.startsWith("--runs="));
const runs = runsArg ? Number(runsArg.slice("--runs=".length)) : 6;
if (!Number.isInteger(runs) || runs < 2) {
  console.error("Usage: node scripts/startup-time.mjs [--runs=N] (N of 2 or more: the first start and the restarts)");
  process.exit(2);
}
// A start that builds is not what this measures (nor one that cannot start).
const stale = rebuildReason(siteBuild);
if (stale && (stale.missing || buildToolsInstalled())) {
  console.error(`Build first (npm run build): ${stale.reason}.`);
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts `scripts/start.mjs`, returns the milliseconds until /api/health answered, then stops it. */
async function timeOneStart(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(projectRoot, "scripts/start.mjs")], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  let healthyAfter;
  while (healthyAfter === undefined) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) healthyAfter = performance.now() - started;
    } catch {
      // not listening yet
    }
    if (healthyAfter === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  child.kill("SIGTERM");
  await exited;
  return healthyAfter;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "startup-time-"));
const times = [];
try {
  for (let run = 0; run < runs; run++) times.push(await timeOneStart(dataDir));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const restarts = times.slice(1).sort((a, b) => a - b);
const median = restarts[Math.floor(restarts.length / 2)];
const database = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded";
console.log(`npm start to /api/health 200, ${database} database, machine load average ${loadavg()[0].toFixed(1)} (1 min):`);
console.log(`  first start: ${seconds(times[0])} (it creates and seeds the database if it is new)`);
console.log(`  restarts: ${times.slice(1).map(seconds).join(", ")}; median ${seconds(median)}, slowest ${seconds(restarts.at(-1))}`);
