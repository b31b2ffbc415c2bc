// `npm test`: every check, as CI runs it (decision 089). Independent phases run side by side:
//   1. the build, then the unit tests that read it, beside the unit and API tests that do not;
//   2. the browser suite, alone (it keeps both cores busy);
//   3. the process suite, beside every benchmark in its smoke mode, and beside lint, then typecheck,
//      then the deploy check (deploy/check.sh);
//   4. Lighthouse, alone and last: it measures speed.
// Each phase's output goes to .tmp/test-logs/<phase>.log and is printed whole when the phase ends,
// so side-by-side phases never interleave. Ends with each failed phase's failures again (CI may show only
// the tail of the output), then a table of each phase's time and the test count.
//   npm test                  everything
//   npm test -- --only=unit   one phase (or several, comma-separated), e.g. when CI failed in it
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const npx = (...args) => ["npx", ...args];
/** Every benchmark script, each run in its smoke mode by the bench-smoke phase (scripts/bench-mode.ts). */
const benchmarks = [
  "bench.ts",
  "console-bench.ts",
  "payments-bench.ts",
  "check-in-bench.ts",
  "door-storage-bench.ts",
  "door-day-bench.ts",
  "personal-data-bench.ts",
  "bench-payments-paste.ts",
  "og-card-bench.ts",
  "registration-bench.ts",
  "main-thread-bench.ts",
  "payments-paste-load-bench.ts",
  "payments-decisions-bench.ts",
  "announcements-bench.ts",
  "certificates-bench.ts",
];
/**
 * Each phase: its command, the phases it waits for (`after`: it starts once they ended, so it does
 * not compete with them for the two cores), and of those the ones it cannot run without (`needs`).
 */
const phases = {
  build: { command: ["npm", "run", "--silent", "build"], after: [] },
  // The projects of vitest.config.ts: "unit-built" holds the files that read the build.
  unit: { command: npx("vitest", "run", "--project", "unit", "--project", "unit-isolated"), after: [] },
  // Once the build is there, beside the rest of the unit suite: the build leaves a core to fill.
  "unit-built": { command: npx("vitest", "run", "--project", "unit-built"), after: [], needs: ["build"] },
  browser: { command: npx("vitest", "run", "--config", "vitest.e2e.config.ts"), after: ["unit", "unit-built"], needs: ["build"] },
  // After the browser suite, which keeps both cores busy: the process suite, whose tests spend much of
  // their time waiting on servers they start, stop and kill, beside the benchmarks' smoke runs (no
  // targets in smoke mode, so sharing the cores costs nothing).
  process: { command: npx("vitest", "run", "--config", "vitest.process.config.ts"), after: ["browser"], needs: ["build"] },
  // Lint and types need nothing and nobody waits for them: they fill the cores the process suite leaves.
  lint: { command: npx("eslint", "."), after: ["browser"] },
  typecheck: { command: ["npm", "run", "--silent", "typecheck"], after: ["lint"] },
  // The deployment's files tried on the built site behind Caddy, with a backup restored (deploy/check.sh):
  // mostly waiting on Caddy, PostgreSQL and the server: after typecheck, beside the process suite.
  // It needs PostgreSQL: without TEST_DATABASE_URL it is not run, except in CI, where that fails.
  deploy: { command: ["bash", "deploy/check.sh"], after: ["typecheck"], needs: ["build"], requiresEnv: "TEST_DATABASE_URL" },
  // Every benchmark (scripts/bench-smoke.ts): each script whole, the start-up once per process.
  // In two processes of about two minutes each: one chain of all fifteen was the third section's longest part.
  "bench-smoke": { command: npx("tsx", "scripts/bench-smoke.ts", "--groups=2", ...benchmarks), after: ["browser"], needs: ["build"] },
  lighthouse: { command: npx("tsx", "scripts/lighthouse.ts", "--ci"), after: ["process", "bench-smoke", "deploy"], needs: ["build"] },
};

const onlyArgument = process.argv.find((arg) => arg.startsWith("--only="));
const selected = onlyArgument ? onlyArgument.slice("--only=".length).split(",") : Object.keys(phases);
for (const name of selected) {
  if (!(name in phases)) {
    console.error(`Unknown phase ${name}; the phases are: ${Object.keys(phases).join(", ")}`);
    process.exit(2);
  }
}

const logDir = path.resolve(".tmp/test-logs");
mkdirSync(logDir, { recursive: true });
const started = Date.now();
/** @type {Map<string, { seconds: number; code: number; passed: number; failed: number; skipped: number }>} */
const results = new Map();
/** The failures of each failed phase, repeated at the very end: CI may show only the output's tail. */
const failures = new Map();

/**
 * A failed phase's failures: Vitest's "Failed Tests" section (each test's name, assertion and place),
 * or else the log's last lines (a build, lint or typecheck error), cut to `limit` lines.
 */
function failureSummary(log, limit = 80) {
  const lines = plainText(log).trimEnd().split("\n");
  const start = lines.findIndex((line) => /Failed (Tests|Suites) \d+/.test(line));
  // A failure outside any test (a global set-up, say): from its error's first line, which carries the
  // message, not only the stack's tail.
  const error = lines.findIndex((line) => /^\s*(\w*Error|Error)\b.*:/.test(line));
  const chosen = start >= 0 ? lines.slice(start) : error >= 0 ? lines.slice(error) : lines.slice(-30);
  return chosen.length > limit ? [...chosen.slice(0, limit), `... (${chosen.length - limit} more lines in the phase's output above)`].join("\n") : chosen.join("\n");
}

// eslint-disable-next-line no-control-regex -- the terminal's colour codes, should a tool print them
const plainText = (log) => log.replace(/\x1b\[[0-9;]*m/g, "");

/** Vitest's closing "Tests  12 passed | 1 skipped (13)" line, read from a phase's log. */
function testCounts(log) {
  const plain = plainText(log);
  const line = [...plain.matchAll(/^\s*Tests\s+(.+)$/gm)].at(-1)?.[1] ?? "";
  const count = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);
  return { passed: count("passed"), failed: count("failed"), skipped: count("skipped") };
}

/** The CPU seconds (user and system) of a phase's processes, from the second line bash's `times` wrote. */
function cpuSeconds(file) {
  let text = "";
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return 0;
  }
  const children = text.trim().split("\n").at(-1) ?? "";
  const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, minutes, rest]) => sum + Number(minutes) * 60 + Number(rest), 0);
  return Math.round(seconds);
}

function run(name) {
  const required = phases[name].requiresEnv;
  if (required && !process.env[required]) {
    if (process.env.CI) {
      console.log(`[test] ${name}: FAILED, it needs ${required}, which CI must set`);
      results.set(name, { seconds: 0, cpuSeconds: 0, code: 1, passed: 0, failed: 0, skipped: 0 });
      return Promise.resolve(false);
    }
    console.log(`[test] ${name}: not run, it needs ${required} (see the README)`);
    return Promise.resolve(true);
  }
  const logFile = path.join(logDir, `${name}.log`);
  const cpuFile = path.join(logDir, `${name}.cpu`);
  const phaseStarted = Date.now();
  console.log(`[test] ${name}: started (${phases[name].command.join(" ")})`);
  return new Promise((resolve) => {
    // Through bash, whose `times` reports the CPU the phase's processes used (they are all waited for).
    const child = spawn("bash", ["-c", '"$@"; code=$?; times > "$CPU_FILE"; exit $code', "phase", ...phases[name].command], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: "0", CPU_FILE: cpuFile },
    });
    let log = "";
    child.stdout.on("data", (chunk) => (log += chunk));
    child.stderr.on("data", (chunk) => (log += chunk));
    child.on("close", (code) => {
      writeFileSync(logFile, log);
      const seconds = Math.round((Date.now() - phaseStarted) / 1000);
      results.set(name, { seconds, cpuSeconds: cpuSeconds(cpuFile), code: code ?? 1, ...testCounts(log) });
      if (code !== 0) failures.set(name, failureSummary(log));
      console.log(`\n[test] ${name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds} s; its output:\n${log.trimEnd()}\n[test] end of ${name}\n`);
      resolve(code === 0);
    });
  });
}

/**
 * Runs the selected phases, each once the phases it waits for have ended; one whose build failed is not
 * run (the others still are, so one run shows every failure).
 */
const running = new Map();
function schedule(name) {
  if (!running.has(name)) {
    running.set(
      name,
      (async () => {
        const waits = [...phases[name].after, ...(phases[name].needs ?? [])].filter((dependency) => selected.includes(dependency));
        const outcomes = new Map(await Promise.all(waits.map(async (dependency) => [dependency, await schedule(dependency)])));
        const missing = (phases[name].needs ?? []).filter((dependency) => outcomes.get(dependency) === false);
        if (missing.length > 0) {
          console.log(`[test] ${name}: not run, it needs ${missing.join(" and ")}, which failed`);
          return false;
        }
        return run(name);
      })(),
    );
  }
  return running.get(name);
}
const passed = (await Promise.all(selected.map(schedule))).every(Boolean);

const total = Math.round((Date.now() - started) / 1000);
const rows = selected.map((name) => {
  const result = results.get(name);
  if (!result) return [name, "-", "not run", ""];
  const tests = result.passed + result.failed + result.skipped > 0 ? `${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped` : "";
  return [name, `${result.seconds} s (CPU ${result.cpuSeconds} s)`, result.code === 0 ? "passed" : "FAILED", tests];
});
for (const [name, summary] of failures) console.log(`\n[test] ${name} FAILED; its failures again:\n${summary}\n[test] end of ${name}'s failures`);
const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i].length), 5));
console.log(`\n[test] phases (wall time ${total} s):`);
for (const row of rows) console.log(`  ${row[0].padEnd(widths[0])}  ${row[1].padStart(widths[1])}  ${row[2].padEnd(widths[2])}  ${row[3]}`);
const sum = (key) => [...results.values()].reduce((n, result) => n + result[key], 0);
console.log(`\nTests: ${sum("passed")} passed, ${sum("failed")} failed, ${sum("skipped")} skipped`);
writeFileSync(path.join(logDir, "phases.json"), JSON.stringify({ total, phases: Object.fromEntries(results) }, null, 1));
if (!passed) process.exit(1);
